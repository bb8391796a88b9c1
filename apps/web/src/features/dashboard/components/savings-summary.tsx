import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ContributionResponse, DashboardResponse } from '@trust/shared';
import { formatDate } from '@trust/shared/dates';
import { DateText } from '../../../ui/date-text.tsx';
import { Money } from '../../../ui/money.tsx';
import { lagosDayNumber } from '../../../ui/relative-day.ts';

function Fact(props: { label: string; children: React.ReactNode; note?: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.children}
      </Text>
      {props.note && (
        <Text size="xs" c="dark.6">
          {props.note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What a saver looks at first: total savings, where this cycle stands (week N of 52), the next debit's
 * date and amount, and how long until the cash-out window. Figures only: the actions stay on the
 * wallet card below it (part 2 section 2.3).
 */
export function SavingsSummary(props: {
  contribution: Pick<ContributionResponse, 'contribution' | 'next_contribution' | 'next_contribution_amount'>;
  dashboard: Pick<DashboardResponse, 'cycle_progress' | 'u_cashout_from' | 'u_cashout_to' | 'cashout_status'>;
  now: Date;
}) {
  const { contribution: c, dashboard: d, now } = props;
  const progress = d.cycle_progress;
  const today = lagosDayNumber(now);
  const opens = d.u_cashout_from ? lagosDayNumber(d.u_cashout_from) : null;
  // Whole Lagos days to the window: far off, so counted in days rather than said relatively.
  const cashoutIn = opens === null || today === null ? null : opens - today;
  return (
    <Card component="section" withBorder radius="md" p="lg" aria-labelledby="savings-summary-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="sm" fw={500} c="dimmed" id="savings-summary-title">
              Total savings
            </Title>
            <Money naira={c.contribution} fz={32} fw={800} lh={1.2} data-testid="total-savings" />
          </Stack>
          {progress && (
            <Text size="sm" fw={600} data-testid="cycle-week">
              Week {progress.week} of {progress.weeks}
            </Text>
          )}
        </Group>
        {progress && (
          <Progress
            value={(progress.week / progress.weeks) * 100}
            aria-label={`Cycle ${progress.cycle}: week ${progress.week} of ${progress.weeks}`}
            size="lg"
            radius="xl"
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact
            label="Next debit"
            note={c.next_contribution ? <DateText value={c.next_contribution} relative now={now} /> : null}
          >
            {c.next_contribution ? <Money naira={c.next_contribution_amount} /> : 'None scheduled'}
          </Fact>
          <Fact
            label="Cash-out"
            note={
              d.u_cashout_from
                ? `Window ${formatDate(d.u_cashout_from)} to ${formatDate(d.u_cashout_to)}`
                : null
            }
          >
            {d.cashout_status === 1
              ? 'Open now'
              : cashoutIn === null
                ? 'After your plan starts'
                : cashoutIn <= 0
                  ? 'Closed for this cycle'
                  : cashoutIn === 1
                    ? 'Opens tomorrow'
                    : `Opens in ${cashoutIn} days`}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
