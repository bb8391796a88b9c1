import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ConsoleList } from '../../shared/console-list.tsx';
import { MemberLink } from '../../shared/member-link.tsx';
import { useBankReviews } from '../api/bank-reviews.ts';
import { useDecideBankReview } from '../api/decide-bank-review.ts';

/**
 * The console's Bank reviews (/admin/bank-reviews): payout accounts whose name, as the bank gives it,
 * is not the member's. No payout goes to one until finance approves it; a rejected one keeps waiting
 * until the member gives an account in their own name (docs/domain-rules.md "Money rails").
 */
export default function BankReviewsPage() {
  const reviews = useBankReviews();
  const decide = useDecideBankReview();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Bank reviews</Title>
      <ConsoleList
        query={reviews}
        loading={{ label: 'Loading bank reviews', columns: 3 }}
        rows={(data) => data}
        empty={
          <EmptyState title="No bank details wait for review" icon={IconBuildingBank}>
            An account whose name at the bank is not the member's appears here.
          </EmptyState>
        }
        summary={(_, rows) => (
          <>
            {rows.length} account{rows.length === 1 ? '' : 's'} to check
          </>
        )}
        tableTestId="bank-reviews-table"
        head={
          <>
            <Table.Th>Member</Table.Th>
            <Table.Th>Bank's name for the account</Table.Th>
            <Table.Th visibleFrom="md">Changed</Table.Th>
          </>
        }
        row={(r) => {
          const busy = decide.isPending && decide.variables?.memberId === r.member.id;
          return (
            <Table.Tr key={r.member.id} data-testid={`bank-review-${r.member.id}`}>
              <Table.Td>
                <Stack gap={4}>
                  <MemberLink member={r.member} />
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {r.member.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Text fw={600}>{r.account_name}</Text>
                  <Text size="sm">
                    {r.bank_name} · {r.account_number}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      loading={busy && decide.variables?.decision === 'approve'}
                      disabled={busy}
                      onClick={() => decide.mutate({ memberId: r.member.id, decision: 'approve' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      loading={busy && decide.variables?.decision === 'reject'}
                      disabled={busy}
                      onClick={() => decide.mutate({ memberId: r.member.id, decision: 'reject' })}
                    >
                      Reject
                    </Button>
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <DateText value={r.changed_at} size="sm" />
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}
