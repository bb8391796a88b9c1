import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import type { Proposal, ProposalStatus } from '@trust/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../lib/session.ts';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { useApprovals, useApprove } from '../api/approvals.ts';
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

/**
 * The console's Approvals section (/admin/approvals): every money action waiting for a second
 * operator (bank transfer confirmations, and later payouts and disbursals), approved after a last
 * look at the amount, or rejected with a reason. The proposer cannot approve their own.
 */
export default function ApprovalsPage() {
  const me = useSessionUser();
  const [status, setStatus] = useState<ProposalStatus>('proposed');
  const list = useApprovals(status);
  const approve = useApprove();
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
        opened={approving !== null}
        title="Approve this confirmation"
        amount={{ kobo: approving ? kobo(approving) : 0n }}
        from={`The fund's bank account${typeof approving?.payload.bank_reference === 'string' ? ` (reference ${approving.payload.bank_reference})` : ''}`}
        to={
          typeof approving?.payload.member === 'string'
            ? `${approving.payload.member}'s account`
            : 'The member'
        }
        next="The money is posted to the member's account now, and the member is told."
        confirmLabel="Approve"
        busy={approve.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && approve.mutate(approving, { onSettled: () => setApproving(null) })}
      >
        {approving?.summary}
      </ConfirmMoneyDialog>
      <RejectDialog proposal={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
