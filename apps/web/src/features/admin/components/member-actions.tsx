import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type AdminMemberDetail, USER_LOCKED, USER_TERMINATED } from '@trust/shared';
import { useState } from 'react';
import {
  useResendMemberVerification,
  useTerminateMember,
  useUnlockMember,
  useViewAsLink,
} from '../api/member-actions.ts';
import { TerminateDialog } from './terminate-dialog.tsx';
import { ViewAsDialog } from './view-as-dialog.tsx';

/**
 * What an operator can do for the member: unlock (when locked), resend the verification email (when
 * unverified), view their dashboard, terminate (with a reason). A terminated member can only be viewed.
 */
export function MemberActions({ member }: { member: AdminMemberDetail['member'] }) {
  const unlock = useUnlockMember(member.id);
  const terminate = useTerminateMember(member.id);
  const resend = useResendMemberVerification(member.id);
  const viewAs = useViewAsLink(member.id);
  const [terminating, terminateDialog] = useDisclosure(false);
  const [link, setLink] = useState<string | null>(null);
  const terminated = member.status === USER_TERMINATED;
  return (
    <Group gap="xs">
      {member.status === USER_LOCKED && (
        <Button onClick={() => unlock.mutate()} loading={unlock.isPending}>
          Unlock member
        </Button>
      )}
      {!member.email_verified && !terminated && (
        <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend verification
        </Button>
      )}
      <Button
        variant="default"
        loading={viewAs.isPending}
        onClick={() => viewAs.mutate(undefined, { onSuccess: (url) => setLink(url) })}
      >
        View as member
      </Button>
      {!terminated && (
        <Button variant="outline" color="red.9" onClick={terminateDialog.open}>
          Terminate
        </Button>
      )}
      <TerminateDialog
        opened={terminating}
        name={member.name}
        onClose={terminateDialog.close}
        onTerminate={(reason) => terminate.mutateAsync(reason)}
      />
      <ViewAsDialog url={link} onClose={() => setLink(null)} />
    </Group>
  );
}
