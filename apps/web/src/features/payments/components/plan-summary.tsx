import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import { formatNairaNumber } from '@trust/shared/money';

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
            <Text>{formatNairaNumber(amount)}</Text>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700}>{formatNairaNumber(plan.pl_registration + plan.pl_weekly_saving)}</Text>
        </Group>
      </Stack>
    </Card>
  );
}
