import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Proposal } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';

const STATUS: Record<Proposal['status'], { label: string; status: 'pending' | 'approved' | 'failed' }> = {
  proposed: { label: 'Waiting', status: 'pending' },
  approved: { label: 'Approved', status: 'approved' },
  rejected: { label: 'Rejected', status: 'failed' },
};

/**
 * One proposal: what it does, who proposed it and when, and for a waiting one Approve and Reject —
 * or, for the operator who proposed it, that another operator must approve it.
 */
export function ProposalCard({
  proposal,
  mine,
  onApprove,
  onReject,
}: {
  proposal: Proposal;
  mine: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const s = STATUS[proposal.status];
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="proposal">
      <Stack gap="xs">
        <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {proposal.summary}
          </Text>
          <StatusBadge status={s.status} label={s.label} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dimmed">
          Proposed by {proposal.proposed_by.name} on <DateText value={proposal.proposed_at} time />
          {proposal.decided_by &&
            ` · ${proposal.status === 'approved' ? 'approved' : 'rejected'} by ${proposal.decided_by.name}`}
        </Text>
        {proposal.reason && <Text size="sm">Reason: {proposal.reason}</Text>}
        {typeof proposal.result?.message === 'string' && <Text size="sm">{proposal.result.message}</Text>}
        {proposal.status === 'proposed' &&
          (mine ? (
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                Waiting for another operator to approve.
              </Text>
              <Button size="xs" variant="subtle" color="red" onClick={onReject}>
                Withdraw
              </Button>
            </Group>
          ) : (
            <Group gap="sm">
              <Button size="sm" onClick={onApprove}>
                Approve
              </Button>
              <Button size="sm" variant="default" onClick={onReject}>
                Reject
              </Button>
            </Group>
          ))}
      </Stack>
    </Card>
  );
}
