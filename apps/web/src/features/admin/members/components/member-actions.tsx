import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type AdminMemberDetail, USER_LOCKED, USER_TERMINATED } from '@trust/shared';
import { useState } from 'react';
import { useResendMemberVerification } from '../api/resend-member-verification.ts';
import { useTerminateMember } from '../api/terminate-member.ts';
import { useUnlockMember } from '../api/unlock-member.ts';
import { useViewAsLink } from '../api/view-as-link.ts';
import { BankChangeDialog } from './bank-change-dialog.tsx';
import { EditDetailsDialog } from './edit-details-dialog.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';
import { ViewAsDialog } from './view-as-dialog.tsx';

/**
 * What an operator can do for the member: unlock (when locked), resend the verification email (when
 * unverified), edit their details, propose new bank details (approved by another operator), view their
 * dashboard, terminate (with a reason). A terminated member can only be viewed.
 */
export function MemberActions({ member }: { member: AdminMemberDetail['member'] }) {
  const unlock = useUnlockMember(member.id);
  const terminate = useTerminateMember(member.id);
  const resend = useResendMemberVerification(member.id);
  const viewAs = useViewAsLink(member.id);
  const [terminating, terminateDialog] = useDisclosure(false);
  const [editing, editDialog] = useDisclosure(false);
  const [changingBank, bankDialog] = useDisclosure(false);
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
      {!terminated && (
        <>
          <Button variant="default" onClick={editDialog.open}>
            Edit details
          </Button>
          <Button variant="default" onClick={bankDialog.open}>
            Change bank details
          </Button>
        </>
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
      {editing && <EditDetailsDialog opened member={member} onClose={editDialog.close} />}
      <BankChangeDialog
        opened={changingBank}
        memberId={member.id}
        name={member.name}
        onClose={bankDialog.close}
      />
    </Group>
  );
}
