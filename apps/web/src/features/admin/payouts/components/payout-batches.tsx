import { Button, Card, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PayoutBatch } from '@trust/shared';
import { useState } from 'react';
import { saveFile } from '../../../../lib/save-file.ts';
import { ConfirmMoneyDialog } from '../../../../ui/confirm-money-dialog.tsx';
import { DateText } from '../../../../ui/date-text.tsx';
import { Money } from '../../../../ui/money.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import type { Status } from '../../../../ui/statuses.ts';
import { useApproveProposal } from '../../shared/api/approve-proposal.ts';
import { useRejectProposal } from '../../shared/api/reject-proposal.ts';
import { fetchBatchCsv } from '../api/batch-csv.ts';
import { useMarkBatchSent } from '../api/mark-batch-sent.ts';

const BATCH_BADGE: Record<PayoutBatch['status'], { status: Status; label: string }> = {
  proposed: { status: 'pending', label: 'Waiting for approval' },
  sending: { status: 'in process', label: 'Sending' },
  exported: { status: 'approved', label: 'CSV ready' },
  // Every payout reached the bank or came back (a returned one shows in the Failed tab).
  sent: { status: 'paid', label: 'Done' },
  rejected: { status: 'failed', label: 'Rejected' },
};

const METHOD = { transfer: 'Transfer through the payment provider', csv: 'Bulk-payment CSV for the bank' };

/**
 * The batches, newest first: who proposed each, its total and state, and what an operator can do
 * now: approve or reject a proposed batch (a different operator from the proposer), download an
 * approved CSV batch and mark it sent once the bank has paid it.
 */
export function PayoutBatches({ batches, myId }: { batches: PayoutBatch[]; myId: number | undefined }) {
  const [approving, setApproving] = useState<PayoutBatch | null>(null);
  const [rejecting, setRejecting] = useState<PayoutBatch | null>(null);
  const [reason, setReason] = useState('');
  const approve = useApproveProposal({ showError: true, showSuccess: true });
  const reject = useRejectProposal({ showSuccess: true });
  const markSent = useMarkBatchSent();
  const [downloading, setDownloading] = useState<number | null>(null);

  return (
    <Stack gap="sm">
      {batches.map((b) => {
        const own = b.proposal?.proposed_by.id === myId;
        return (
          <Card key={b.id} withBorder radius="md" padding="sm" data-testid={`batch-${b.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={3} fz="md">
                  Batch {b.id}: {b.count} payout{b.count === 1 ? '' : 's'}, <Money naira={b.total} span />
                </Title>
                <StatusBadge {...BATCH_BADGE[b.status]} />
              </Group>
              <Text size="sm" c="dimmed">
                {METHOD[b.method]}. Proposed by {b.proposal?.proposed_by.name ?? 'an operator'} on{' '}
                <DateText value={b.created_at} span />
                {b.proposal?.decided_by &&
                  ` · ${b.status === 'rejected' ? 'rejected' : 'approved'} by ${b.proposal.decided_by.name}`}
                {b.proposal?.reason && ` (${b.proposal.reason})`}
              </Text>
              <Group gap="xs" wrap="wrap">
                {b.status === 'proposed' && b.proposal && (
                  <>
                    <Button size="xs" onClick={() => setApproving(b)} disabled={own}>
                      Approve
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setRejecting(b)}>
                      {own ? 'Withdraw' : 'Reject'}
                    </Button>
                    {own && (
                      <Text size="xs" c="dimmed">
                        A different operator must approve it.
                      </Text>
                    )}
                  </>
                )}
                {b.method === 'csv' && (b.status === 'exported' || b.status === 'sent') && (
                  <Button
                    size="xs"
                    variant="default"
                    loading={downloading === b.id}
                    onClick={async () => {
                      setDownloading(b.id);
                      try {
                        saveFile(await fetchBatchCsv(b.id));
                      } finally {
                        setDownloading(null);
                      }
                    }}
                  >
                    Download CSV
                  </Button>
                )}
                {b.status === 'exported' && (
                  <Button
                    size="xs"
                    onClick={() => markSent.mutate(b.id)}
                    loading={markSent.isPending && markSent.variables === b.id}
                    disabled={own}
                  >
                    Mark sent
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}

      {approving?.proposal && (
        <ConfirmMoneyDialog
          opened
          title={`Approve batch ${approving.id}`}
          amount={{ naira: approving.total }}
          from={approving.method === 'csv' ? 'The fund’s bank account' : 'The payment provider’s balance'}
          to={`${approving.count} member${approving.count === 1 ? '' : 's'}’ bank accounts`}
          next={
            approving.method === 'csv'
              ? 'The batch’s CSV is ready to upload to the fund’s bank. Mark it sent once the bank has paid it.'
              : 'Each payout is sent now. Members are told when it arrives; a failed transfer goes back to the member’s account.'
          }
          confirmLabel="Approve"
          busy={approve.isPending}
          onCancel={() => setApproving(null)}
          onConfirm={() => {
            const p = approving.proposal;
            if (p) approve.mutate(p, { onSettled: () => setApproving(null) });
          }}
        >
          {approving.proposal.summary}, proposed by {approving.proposal.proposed_by.name}.
        </ConfirmMoneyDialog>
      )}

      <Modal
        opened={rejecting !== null}
        onClose={() => !reject.isPending && setRejecting(null)}
        title={`Reject batch ${rejecting?.id ?? ''}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const p = rejecting?.proposal;
            if (p)
              reject.mutate(
                { id: p.id, reason },
                {
                  onSuccess: () => {
                    setRejecting(null);
                    setReason('');
                  },
                },
              );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">The batch’s payouts go back to waiting. Nothing is sent.</Text>
            <Textarea
              label="Reason"
              required
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reject.error?.message}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(null)} disabled={reject.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={reject.isPending}>
                Reject
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
