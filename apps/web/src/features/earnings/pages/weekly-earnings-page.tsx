import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useEarnings } from '../../../api/earnings.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { CardGridSkeleton, TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { RedeemEarningsModal } from '../../../ui/redeem-earnings-modal.tsx';
import { type ActionResult, ResultModal } from '../../../ui/result-modal.tsx';
import { ContributeFromEarnings } from '../components/contribute-from-earnings.tsx';
import { EarningsList } from '../components/earnings-list.tsx';
import { UpgradeWithEarnings } from '../components/upgrade-with-earnings.tsx';

function Figure(props: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack gap={2} data-testid={props.testId} style={{ minWidth: 0 }}>
      <Text size="sm" c="dark.6" lh={1.3}>
        {props.label}
      </Text>
      <Text fz={{ base: 18, xs: 24 }} fw={700} component="div" style={{ overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </Stack>
  );
}

const Heading = () => (
  <Title order={1} fz="h3">
    Weekly Earnings
  </Title>
);

/**
 * /weeklyearnings (part 2 sections 2.6, 4.8, 4.15): the number and total of earnings, each earning,
 * Redeem Earnings, and Make Contributions (a paid plan) or Upgrade Plan with Earnings (BASIC).
 */
export default function WeeklyEarningsPage() {
  const { data, isError, error, refetch, isFetching } = useEarnings();
  const [redeeming, setRedeeming] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  if (!data) {
    return (
      <Stack gap="md">
        <Heading />
        {isError ? (
          <ErrorState message={(error as Error).message} onRetry={refetch} retrying={isFetching} />
        ) : (
          <>
            <CardGridSkeleton label="Loading your earnings" cards={3} />
            <TableSkeleton label="Loading your earnings list" rows={3} columns={2} />
          </>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Heading />
        <Button onClick={() => setRedeeming(true)}>Redeem Earnings</Button>
      </Group>
      {/* Three figures side by side even at 360 px: the member sees them at a glance. */}
      <Card withBorder radius="md" p="md">
        <SimpleGrid cols={3} spacing="sm">
          <Figure label="Number of earnings" testId="earnings-count">
            {data.earnings_count}
          </Figure>
          <Figure label="Total earnings" testId="earnings-total">
            <Money naira={data.total_earned} />
          </Figure>
          <Figure label="Available to redeem" testId="earnings-redeemable">
            <Money naira={data.redeemable} />
          </Figure>
        </SimpleGrid>
      </Card>
      {data.can_start_plan ? (
        <UpgradeWithEarnings data={data} onResult={setResult} />
      ) : (
        <ContributeFromEarnings data={data} onResult={setResult} />
      )}
      <Title order={2} fz="h4">
        Your earnings
      </Title>
      <EarningsList earnings={data.earnings} />
      <RedeemEarningsModal opened={redeeming} onClose={() => setRedeeming(false)} />
      <ResultModal result={result} onClose={() => setResult(null)} />
    </Stack>
  );
}
