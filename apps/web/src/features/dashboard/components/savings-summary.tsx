import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SavingsHeader } from '@trust/shared';
import { formatDate } from '@trust/shared/dates';
import { DateText } from '../../../ui/date-text.tsx';
import { Money } from '../../../ui/money.tsx';

function Fact(props: { label: string; children: React.ReactNode; note?: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={props.testId}>
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The one cash-out countdown on the dashboard (part 2 section 2.3: weeks until u_cashout_from). */
function cashoutCountdown(s: Pick<SavingsHeader, 'cashout_open' | 'weeks_to_cashout'>): string {
  if (s.cashout_open) return 'Cashout season';
  if (s.weeks_to_cashout <= 0) return 'Closed for this cycle';
  return `Opens in ${plural(s.weeks_to_cashout, 'week')}`;
}

/**
 * What a saver looks at first: total savings, the periods paid this cycle ("4 of 52 weeks paid"),
 * the next debit, and the one cash-out countdown. Every figure comes as the server gives it
 * (`savings` of GET /userdashboard), so nothing here can disagree with another card. Figures only:
 * the actions stay on the wallet card below it (part 2 section 2.3).
 */
export function SavingsSummary(props: { savings: SavingsHeader; now: Date }) {
  const s = props.savings;
  const paid = `${s.weeks_paid} of ${s.weeks} ${s.period}s paid`;
  return (
    <Card component="section" withBorder radius="md" p="lg" aria-labelledby="savings-summary-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} fz="sm" fw={500} c="dimmed" id="savings-summary-title">
              Total savings
            </Title>
            <Money naira={s.total_saved} fz={32} fw={800} lh={1.2} data-testid="total-savings" />
          </Stack>
          <Text size="sm" fw={600} data-testid="cycle-weeks-paid">
            {paid}
          </Text>
        </Group>
        <Progress
          value={s.weeks > 0 ? (s.weeks_paid / s.weeks) * 100 : 0}
          aria-label={`Cycle ${s.cycle}: ${paid}`}
          size="lg"
          radius="xl"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact
            label="Next debit"
            testId="next-debit"
            note={s.next_debit ? <DateText value={s.next_debit.date} relative now={props.now} /> : null}
          >
            {s.next_debit ? <Money naira={s.next_debit.amount} /> : 'None left this cycle'}
          </Fact>
          <Fact
            label="Cash-out"
            testId="cashout-countdown"
            note={`Window ${formatDate(s.cashout_from)} to ${formatDate(s.cashout_to)}`}
          >
            {cashoutCountdown(s)}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
