import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@trust/shared/dates';
import { formatNairaNumber } from '@trust/shared/money';
import { Link } from 'react-router';
import { useUserContribution } from '../../../api/contributions.ts';
import { paths } from '../../../config/paths.ts';
import { ContributionChart } from '../../../ui/contribution-chart.tsx';

function Figure(props: { title: string; amount: number; date: string | null; testId: string }) {
  return (
    <Card withBorder radius="md" p="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.title}
      </Text>
      <Text fz={24} fw={700}>
        {formatNairaNumber(props.amount)}
      </Text>
      <Text size="sm">{props.date ? formatDate(props.date) : 'Not scheduled'}</Text>
    </Card>
  );
}

/** /weeklycontribution (part 2 section 2.4): last and next contribution and the chart. */
export default function WeeklyContributionPage() {
  const { data, isError, error } = useUserContribution();
  if (isError) return <Alert color="red">{(error as Error).message}</Alert>;
  if (!data) {
    return (
      <Center mih="40vh">
        <Loader aria-label="Loading your contributions" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h3">
          Weekly Contribution
        </Title>
        <Button component={Link} to={paths.savemore} variant="light">
          Save More
        </Button>
      </Group>
      <Text>
        Total contributions: <b>{formatNairaNumber(data.contribution)}</b> · {data.u_membertitle} member
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
      <ContributionChart points={data.week_contribution} height={240} />
    </Stack>
  );
}
