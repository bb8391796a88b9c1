import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import type { AdminPopEtcApplication, Proposal } from '@trust/shared';
import { useState } from 'react';
import { useSessionUser } from '../../../../lib/session.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { Money } from '../../../../ui/money.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useApproveProposal } from '../../shared/api/approve-proposal.ts';
import { useRejectProposal } from '../../shared/api/reject-proposal.ts';
import { MemberLink } from '../../shared/member-link.tsx';
import { useDisbursalProposals } from '../api/disbursal-proposals.ts';
import { type PopEtcFilter, usePopEtcQueue } from '../api/popetc-queue.ts';
import { useProposeDisbursal } from '../api/propose-disbursal.ts';

const STATUS_LABEL = { 1: 'In process', 2: 'In use', 3: 'Closed' } as const;

/** What was asked for, in one line: the item, or the trip. */
function what(a: AdminPopEtcApplication) {
  if (a.kind === 'pop') return `${a.pop_item_name} to ${a.pop_delivery_location}`;
  const back = a.etc_type === 'Round Trip' ? `, back ${a.etc_return_date}` : '';
  return `${a.etc_from} to ${a.etc_to} by ${a.etc_travel_by?.toLowerCase()} on ${a.etc_travel_date}${back}`;
}

/** One application with its maker-checker step: propose, then another operator approves or rejects. */
function ApplicationCard({ a, proposal }: { a: AdminPopEtcApplication; proposal: Proposal | undefined }) {
  const me = useSessionUser();
  const propose = useProposeDisbursal();
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const error = propose.error ?? approve.error ?? reject.error;
  const mine = proposal && proposal.proposed_by.id === Number(me?.u_id);
  return (
    <Card withBorder radius="md" p="md" data-testid={`popetc-${a.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="light">{a.kind.toUpperCase()}</Badge>
              <Money naira={a.amount} fw={700} />
            </Group>
            <MemberLink member={a.member} />
            <Text size="sm" c="dark.6">
              {a.member.tfp ?? 'No TFP'}
            </Text>
          </Stack>
          <Text size="sm" c="dark.6">
            Applied <DateText value={a.created_at} />
          </Text>
        </Group>
        <Text size="sm">{what(a)}</Text>
        <Text size="sm" c="dark.7">
          Reason: {a.reason}
        </Text>
        <Text size="sm" c="dark.7">
          Repay by <DateText value={a.repayment_date} />
        </Text>
        {error && <Alert color="red">{error.message}</Alert>}
        {a.status === 1 && !proposal && (
          <Button
            w="fit-content"
            loading={propose.isPending}
            onClick={() =>
              propose.mutate(a.id, { onSuccess: (r) => toast.success((r as { message: string }).message) })
            }
          >
            Propose disbursal
          </Button>
        )}
        {a.status === 1 && proposal && (
          <Stack gap="xs">
            <Text size="sm">
              Disbursal proposed by {proposal.proposed_by.name}
              {mine ? '. A different operator must approve it.' : '.'}
            </Text>
            {rejecting ? (
              <Stack gap="xs">
                <Textarea
                  label="Reason for rejecting"
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  maxLength={300}
                />
                <Group gap="xs">
                  <Button
                    color="red"
                    loading={reject.isPending}
                    onClick={() =>
                      reject.mutate({ id: proposal.id, reason }, { onSuccess: () => setRejecting(false) })
                    }
                  >
                    Reject
                  </Button>
                  <Button variant="default" onClick={() => setRejecting(false)}>
                    Back
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group gap="xs">
                {!mine && (
                  <Button
                    loading={approve.isPending}
                    onClick={() =>
                      approve.mutate(proposal, { onSuccess: () => toast.success('Approved and disbursed') })
                    }
                  >
                    Approve
                  </Button>
                )}
                <Button variant="default" color="red" onClick={() => setRejecting(true)}>
                  Reject
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The console's POP & ETC section: applications by status, and their disbursal under maker-checker. */
export default function PopEtcPage() {
  const [filter, setFilter] = useState<PopEtcFilter>({ kind: '', status: 1 });
  const queue = usePopEtcQueue(filter);
  const proposals = useDisbursalProposals();
  const proposalOf = (a: AdminPopEtcApplication) =>
    proposals.data?.find((p) => p.kind === `${a.kind}-disbursal` && p.subject === `${a.kind}:${a.id}`);
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>POP & ETC</Title>
      <Group gap="md">
        <SegmentedControl
          aria-label="Status"
          value={String(filter.status)}
          onChange={(v) => setFilter((f) => ({ ...f, status: Number(v) as 1 | 2 | 3 }))}
          data={[1, 2, 3].map((s) => ({ value: String(s), label: STATUS_LABEL[s as 1 | 2 | 3] }))}
        />
        <SegmentedControl
          aria-label="Product"
          value={filter.kind}
          onChange={(v) => setFilter((f) => ({ ...f, kind: v as PopEtcFilter['kind'] }))}
          data={[
            { value: '', label: 'Both' },
            { value: 'pop', label: 'POP' },
            { value: 'etc', label: 'ETC' },
          ]}
        />
      </Group>
      {queue.isPending ? (
        <TableSkeleton label="Loading applications" columns={3} />
      ) : queue.isError ? (
        <ErrorState
          message={queue.error.message}
          onRetry={() => queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data.applications.length === 0 ? (
        <EmptyState
          title={`No applications ${STATUS_LABEL[filter.status].toLowerCase()}`}
          icon={IconPlaneDeparture}
        >
          Members’ POP and ETC applications appear here as soon as they apply.
        </EmptyState>
      ) : (
        <Stack gap="sm">
          {queue.data.applications.map((a) => (
            <ApplicationCard key={a.id} a={a} proposal={proposalOf(a)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
