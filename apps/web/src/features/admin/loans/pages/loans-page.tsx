import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import type { AdminLoan, Proposal } from '@trust/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../../lib/session.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useApproveProposal } from '../../shared/api/approve-proposal.ts';
import { useRejectProposal } from '../../shared/api/reject-proposal.ts';
import { useAdminLoans } from '../api/admin-loans.ts';
import { useDisbursals } from '../api/disbursals.ts';
import { useProposeLoanDisbursal } from '../api/propose-loan-disbursal.ts';

const FILTERS = [
  { value: '', label: 'All' },
  { value: 'awaiting', label: 'Awaiting trusters' },
  { value: 'approved', label: 'Pending disbursal' },
  { value: 'granted', label: 'Granted, member to withdraw' },
  { value: 'disbursed', label: 'Disbursed' },
  { value: 'repaid', label: 'Repaid' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'written_off', label: 'Written off' },
];

const STATE_LOOK: Record<string, 'pending' | 'in process' | 'approved' | 'paid' | 'failed'> = {
  saved: 'pending',
  awaiting: 'pending',
  approved: 'in process',
  granted: 'in process',
  disbursed: 'approved',
  repaid: 'paid',
  written_off: 'failed',
};

/**
 * The console's Loans section (maker-checker): a loan every truster trusted waits here until a loans
 * operator proposes its disbursal (with a confirmation); a different operator then approves it (the
 * payload they read) or rejects it with a reason. Below, the loan applications by state.
 */
export default function LoansPage() {
  const [state, setState] = useState('');
  const loans = useAdminLoans(state);
  const disbursals = useDisbursals();
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const decideError = approve.error ?? reject.error;
  const propose = useProposeLoanDisbursal();
  const me = useSessionUser();
  const [rejecting, setRejecting] = useState<Proposal | null>(null);
  const [proposing, setProposing] = useState<AdminLoan | null>(null);
  const [reason, setReason] = useState('');

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Loans</Title>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Disbursals to approve
          </Title>
          {decideError ? (
            <Alert color="red" role="alert">
              {decideError.message}
            </Alert>
          ) : null}
          {disbursals.isPending ? (
            <TableSkeleton rows={2} label="Loading the disbursals" />
          ) : disbursals.isError ? (
            <ErrorState message={disbursals.error.message} onRetry={() => disbursals.refetch()} />
          ) : disbursals.data.length === 0 ? (
            <EmptyState title="No disbursals waiting" icon={IconCoin}>
              A disbursal proposed by a loans operator waits here for a different operator to approve it.
            </EmptyState>
          ) : (
            <Stack gap="xs" data-testid="disbursals">
              {disbursals.data.map((p) => (
                <Group key={p.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ flex: '1 1 18rem' }}>
                    <Text>{p.summary}</Text>
                    <Text size="sm" c="dark.6">
                      Asked <DateText span value={p.proposed_at} time />
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {p.proposed_by.id === Number(me?.u_id) ? (
                      <Text size="sm" c="dark.6">
                        You proposed it: a different operator approves it.
                      </Text>
                    ) : (
                      <Button loading={approve.isPending} onClick={() => approve.mutate(p)}>
                        Approve
                      </Button>
                    )}
                    <Button variant="default" onClick={() => setRejecting(p)}>
                      Reject
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Loan applications
          </Title>
          <NativeSelect
            label="Show"
            data={FILTERS}
            value={state}
            onChange={(e) => setState(e.currentTarget.value)}
            maw={280}
          />
          {loans.isPending ? (
            <TableSkeleton rows={4} label="Loading the loans" />
          ) : loans.isError ? (
            <ErrorState message={loans.error.message} onRetry={() => loans.refetch()} />
          ) : loans.data.length === 0 ? (
            <EmptyState title="No loans" icon={IconCoin}>
              No loan application is in this state.
            </EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" data-testid="admin-loans">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Amount</Table.Th>
                    <Table.Th>Repay by</Table.Th>
                    <Table.Th>Trusters</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Disbursal</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {loans.data.map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>
                        {l.member.name}
                        <Text size="xs" c="dark.6">
                          {l.member.tfp_pin}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Money naira={l.amount} />
                      </Table.Td>
                      <Table.Td>
                        <DateText value={`${l.repayment_date}T12:00:00+01:00`} />
                      </Table.Td>
                      <Table.Td>
                        {l.trusted} of {l.trusters} trusted
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <StatusBadge
                            status={STATE_LOOK[l.state] ?? 'failed'}
                            label={l.state.replace('_', ' ')}
                          />
                          {l.overdue ? <StatusBadge status="overdue" /> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {l.state !== 'approved' ? null : l.proposal_id ? (
                          <Text size="sm" c="dark.6">
                            Proposed, waiting for approval
                          </Text>
                        ) : (
                          <Button size="xs" onClick={() => setProposing(l)}>
                            Propose disbursal
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={proposing !== null}
        onClose={() => {
          propose.reset();
          setProposing(null);
        }}
        title="Propose this disbursal?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Disburse a loan of {proposing ? <Money naira={proposing.amount} fw={700} /> : null} to{' '}
            {proposing?.member.name} ({proposing?.member.tfp_pin}). A different loans operator must approve
            it; the member then requests its withdrawal to their bank account.
          </Text>
          {propose.error ? (
            <Alert color="red" role="alert">
              {propose.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setProposing(null)}>
              Back
            </Button>
            <Button
              loading={propose.isPending}
              onClick={() =>
                proposing &&
                propose.mutate(proposing.id, {
                  onSuccess: (r) => {
                    toast.success((r as { message: string }).message);
                    setProposing(null);
                  },
                })
              }
            >
              Propose disbursal
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject this disbursal"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{rejecting?.summary}</Text>
          <Textarea
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={300}
            required
          />
          <Group justify="flex-end">
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={reject.isPending}
              onClick={() =>
                rejecting &&
                reject.mutate(
                  { id: rejecting.id, reason },
                  {
                    onSuccess: () => {
                      setRejecting(null);
                      setReason('');
                    },
                  },
                )
              }
            >
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
