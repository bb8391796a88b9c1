import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { adminMemberPath } from '../../../config/paths.ts';

/** A member's name in a console list, leading to their page. */
export function MemberLink({ member }: { member: { id: number; name: string } }) {
  return (
    <Anchor component={Link} to={adminMemberPath(member.id)} fw={600}>
      {member.name}
    </Anchor>
  );
}
