import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import { koboFromNaira } from '@trust/shared/money-codec';
import { Money } from '../../../ui/money.tsx';

const display = (p: PlanView) => p.pl_display_name || p.pl_plan_name;

/** The chosen plan with its membership fee, first weekly contribution and their total. */
export function PlanSummary({ plan }: { plan: PlanView }) {
  const rows: [string, number][] = [
    ['Membership fee', plan.pl_registration],
    ['Weekly contribution', plan.pl_weekly_saving],
  ];
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap={6}>
        <Title order={2} fz="h4">
          {display(plan)} plan
        </Title>
        {rows.map(([label, amount]) => (
          <Group key={label} justify="space-between">
            <Text c="dimmed">{label}</Text>
            <Money naira={amount} />
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          {/* Added in kobo: sums of naira numbers are floating point. */}
          <Money kobo={koboFromNaira(plan.pl_registration) + koboFromNaira(plan.pl_weekly_saving)} fw={700} />
        </Group>
      </Stack>
    </Card>
  );
}
