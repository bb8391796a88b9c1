import { Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { Proposal, ProposalStatus } from '@trust/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../../lib/session.ts';
import { ConfirmMoneyDialog } from '../../../../ui/confirm-money-dialog.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useApprovals } from '../../shared/api/approvals-list.ts';
import { useApproveProposal } from '../../shared/api/approve-proposal.ts';
import { ProposalCard } from '../components/proposal-card.tsx';
import { RejectDialog } from '../components/reject-dialog.tsx';

const TABS: { value: ProposalStatus; label: string }[] = [
  { value: 'proposed', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The amount a proposal moves, from its payload (kobo as text), for the confirmation dialog. */
const kobo = (p: Proposal) => {
  const k = p.payload.amount_kobo;
  return typeof k === 'string' && /^\d+$/.test(k) ? BigInt(k) : 0n;
};

/** Whether a proposal moves money (it names an amount); a staff role granted does not. */
const moves = (p: Proposal | null) => typeof p?.payload.amount_kobo === 'string';

/** A line of the proposal's own words for the dialog (a correction says where the money goes). */
const text = (p: Proposal | null, key: string) => {
  const v = p?.payload[key];
  return typeof v === 'string' ? v : undefined;
};

/**
 * The console's Approvals section (/admin/approvals): every money action waiting for a second
 * operator (bank transfer confirmations, and later payouts and disbursals), approved after a last
 * look at the amount, or rejected with a reason. The proposer cannot approve their own.
 */
export default function ApprovalsPage() {
  const me = useSessionUser();
  const [status, setStatus] = useState<ProposalStatus>('proposed');
  const list = useApprovals({ status });
  const approve = useApproveProposal({ showError: true, showSuccess: true });
  const [approving, setApproving] = useState<Proposal | null>(null);
  const [rejecting, setRejecting] = useState<Proposal | null>(null);

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>Approvals</Title>
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as ProposalStatus)}
        data={TABS}
        aria-label="Which proposals"
        style={{ alignSelf: 'start' }}
      />
      {list.isPending ? (
        <TableSkeleton label="Loading proposals" columns={2} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.proposals.length === 0 ? (
        <EmptyState
          title={status === 'proposed' ? 'Nothing waits for approval' : 'None yet'}
          icon={IconChecklist}
        >
          {status === 'proposed'
            ? 'Confirmations proposed by an operator appear here for a different operator to approve.'
            : 'Decided proposals appear here.'}
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data.total.toLocaleString('en-NG')} {list.data.total === 1 ? 'proposal' : 'proposals'}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.proposals.map((p) => (
              <ProposalCard
                key={p.id}
                proposal={p}
                mine={p.proposed_by.id === me?.u_id}
                onApprove={() => setApproving(p)}
                onReject={() => setRejecting(p)}
              />
            ))}
          </Stack>
        </>
      )}
      <ConfirmMoneyDialog
        opened={approving !== null && moves(approving)}
        title={approving?.kind === 'adjustment' ? 'Approve this correction' : 'Approve this confirmation'}
        amount={{ kobo: approving ? kobo(approving) : 0n }}
        from={
          text(approving, 'from_text') ??
          `The fund's bank account${typeof approving?.payload.bank_reference === 'string' ? ` (reference ${approving.payload.bank_reference})` : ''}`
        }
        to={
          text(approving, 'to_text') ??
          (typeof approving?.payload.member === 'string'
            ? `${approving.payload.member}'s account`
            : 'The member')
        }
        next={
          approving?.kind === 'adjustment'
            ? 'The correction is posted now as a new entry; the member sees it on their transactions.'
            : "The money is posted to the member's account now, and the member is told."
        }
        confirmLabel="Approve"
        busy={approve.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && approve.mutate(approving, { onSettled: () => setApproving(null) })}
      >
        {approving?.summary}
      </ConfirmMoneyDialog>
      <Modal
        opened={approving !== null && !moves(approving)}
        onClose={() => !approve.isPending && setApproving(null)}
        title="Approve this proposal"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>{approving?.summary}</Text>
          <Text size="sm" c="dimmed">
            It takes effect now, and the audit log keeps who proposed and who approved it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setApproving(null)} disabled={approve.isPending}>
              Cancel
            </Button>
            <Button
              loading={approve.isPending}
              onClick={() => approving && approve.mutate(approving, { onSettled: () => setApproving(null) })}
            >
              Approve
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RejectDialog proposal={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
