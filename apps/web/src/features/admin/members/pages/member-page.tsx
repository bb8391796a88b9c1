import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { ApiCallError } from '../../../../lib/api-client.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { CardGridSkeleton, DetailSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useMember } from '../api/member.ts';
import { PaymentsCard, TransactionsCard } from '../components/activity-cards.tsx';
import { BalancesCard } from '../components/balances-card.tsx';
import { IdDocumentsCard } from '../components/id-documents-card.tsx';
import { MemberActions } from '../components/member-actions.tsx';
import { MemberStatusBadge } from '../components/member-status-badge.tsx';
import { AccountCard, NetworkCard } from '../components/network-card.tsx';
import { NotesCard } from '../components/notes-card.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { WeeksCard } from '../components/weeks-card.tsx';

const BackToMembers = () => (
  <Anchor component={Link} to={paths.admin} size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={16} aria-hidden /> Members
    </Group>
  </Anchor>
);

/**
 * One member in the console (/admin/members/:id): who they are with the actions, then their plan,
 * balances, weeks, transactions, payments, network and sign-ins in cards: two columns at 1280 px,
 * one on a phone.
 */
export default function MemberPage() {
  const id = Number(useParams().id);
  const member = useMember(id);

  if (member.isPending) {
    return (
      <Stack maw={1200}>
        <BackToMembers />
        <DetailSkeleton label="Loading the member" />
        <CardGridSkeleton label="Loading the member’s records" cards={4} />
      </Stack>
    );
  }
  if (member.isError) {
    const missing = member.error instanceof ApiCallError && [400, 404].includes(member.error.status);
    return (
      <Stack maw={1200}>
        <BackToMembers />
        {missing ? (
          <EmptyState title="Member not found" icon={IconUserQuestion}>
            There is no member with this number. Search for them by name, email, phone or TFP.
          </EmptyState>
        ) : (
          <ErrorState
            message={member.error.message}
            onRetry={() => member.refetch()}
            retrying={member.isFetching}
          />
        )}
      </Stack>
    );
  }

  const d = member.data;
  return (
    <Stack maw={1200} gap="md">
      <BackToMembers />
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {d.member.name}
              </Title>
              <Group gap="xs">
                <Text ff="monospace" fw={600} data-testid="member-tfp">
                  {d.member.tfp ?? 'No TFP yet'}
                </Text>
                <MemberStatusBadge status={d.member.status} />
                <Badge variant="outline" tt="none">
                  {d.member.title}
                </Badge>
                {d.plan && (
                  <Badge variant="light" tt="none">
                    {d.plan.name}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <MemberActions member={d.member} />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <IdDocumentsCard memberId={d.member.id} />
        <NotesCard memberId={d.member.id} />
        <PlanCard plan={d.plan} />
        <BalancesCard accounts={d.accounts} />
        <WeeksCard weeks={d.weeks} />
        <TransactionsCard rows={d.transactions} />
        <PaymentsCard rows={d.payments} />
        <NetworkCard detail={d} />
        <AccountCard detail={d} />
      </SimpleGrid>
    </Stack>
  );
}
