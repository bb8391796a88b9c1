import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useUserContribution } from '../../../api/contributions.ts';
import { bvnStateOf, useVirtualAccount } from '../../../api/virtual-account.ts';
import { paths } from '../../../config/paths.ts';
import { AccountNumberCard } from '../../../ui/account-number-card.tsx';
import { ContributionChart } from '../../../ui/contribution-chart.tsx';
import { DateText } from '../../../ui/date-text.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { CardGridSkeleton } from '../../../ui/page-skeleton.tsx';

function Figure(props: { title: string; amount: number; date: string | null; testId: string }) {
  return (
    <Card withBorder radius="md" p="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.title}
      </Text>
      <Money naira={props.amount} fz={24} fw={700} display="block" />
      <Text size="sm">
        <DateText value={props.date} relative empty="Not scheduled" />
      </Text>
    </Card>
  );
}

function Heading() {
  return (
    <Group justify="space-between">
      <Title order={1} fz="h3">
        Weekly Contribution
      </Title>
      <Button component={Link} to={paths.savemore} variant="light">
        Save More
      </Button>
    </Group>
  );
}

/** /weeklycontribution (part 2 section 2.4): last and next contribution and the chart. */
export default function WeeklyContributionPage() {
  const { data, isError, error, refetch, isFetching } = useUserContribution();
  const account = useVirtualAccount();
  if (!data) {
    return (
      <Stack gap="md">
        <Heading />
        {isError ? (
          <ErrorState message={(error as Error).message} onRetry={refetch} retrying={isFetching} />
        ) : (
          <CardGridSkeleton label="Loading your contributions" cards={2} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Heading />
      <Text>
        Total contributions: <Money naira={data.contribution} fw={700} /> · {data.u_membertitle} member
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Figure
          title="Last contribution"
          amount={data.last_contribution_amount}
          date={data.last_contribution}
          testId="last-contribution"
        />
        <Figure
          title="Next contribution"
          amount={data.next_contribution_amount}
          date={data.next_contribution}
          testId="next-contribution"
        />
      </SimpleGrid>
      <AccountNumberCard
        account={account.data}
        error={account.isError ? account.error.message : null}
        bvnState={bvnStateOf(account.error)}
        title="Pay your weeks by transfer"
        intro="Send any amount to your own account number from your bank app: it pays your missed weeks first (oldest first), then anything you owe on a loan, POP or ETC, and the rest goes to Save More, covering your coming weeks."
      />
      <ContributionChart points={data.week_contribution} height={240} />
    </Stack>
  );
}
