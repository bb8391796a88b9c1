import { Button, Group } from '@mantine/core';
import type { AdminPayout } from '@trust/shared';
import { useState } from 'react';
import { moneyText } from '../../../../ui/money-text.ts';
import { NoteDialog } from '../../../../ui/note-dialog.tsx';
import { useCheckWithProvider } from '../api/check-with-provider.ts';
import { useProposeBounce } from '../api/propose-bounce.ts';

/**
 * What finance can do with one payout after it left: "Check with provider" on a transfer stuck in
 * Sending (no webhook came), "Mark failed (bounced)" on a line of a CSV batch the bank returned
 * (a second operator approves it in Approvals).
 */
export function PayoutActions({ payout }: { payout: AdminPayout }) {
  const check = useCheckWithProvider();
  const bounce = useProposeBounce();
  const [bouncing, setBouncing] = useState(false);
  const stuck = payout.status === 'sending' && payout.batch_method === 'transfer';
  const bounceable = payout.status === 'sent' && payout.batch_method === 'csv';
  if (!stuck && !bounceable) return null;
  return (
    <Group gap="xs">
      {stuck && (
        <Button size="xs" variant="light" loading={check.isPending} onClick={() => check.mutate(payout.id)}>
          Check with provider
        </Button>
      )}
      {bounceable && (
        <Button size="xs" variant="light" color="red" onClick={() => setBouncing(true)}>
          Mark failed (bounced)
        </Button>
      )}
      <NoteDialog
        opened={bouncing}
        title="Mark failed (bounced)"
        summary={`${payout.member.name}: ${moneyText({ naira: payout.amount })} to ${payout.bank_name} ${payout.account_number}. A different operator approves it; the money then goes back to the member's account and the member is told.`}
        label="The bank's reason"
        description="Shown to the member"
        submitLabel="Propose"
        maxLength={300}
        pending={bounce.isPending}
        error={bounce.isError ? bounce.error.message : null}
        onSubmit={(reason, done) => bounce.mutate({ id: payout.id, reason }, { onSuccess: done })}
        onClose={() => {
          bounce.reset();
          setBouncing(false);
        }}
      />
    </Group>
  );
}
