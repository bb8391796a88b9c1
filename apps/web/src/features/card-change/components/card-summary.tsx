import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import type { CardOnFile } from '@trust/shared';
import { Money } from '../../../ui/money.tsx';

const brandName = (brand: string) => (brand ? brand[0]?.toUpperCase() + brand.slice(1) : 'Card');

/** "Visa ending 4081": how a saved card is named on screen (its brand and last four digits only). */
export const cardName = (card: { brand: string; last4: string }) =>
  `${brandName(card.brand)} ending ${card.last4}`;

const PERIOD: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', Monthly: 'monthly' };

/** The plan summary of /changecard (part 2 section 2.12): the plan, what the card pays, and the card on file. */
export function CardSummary({ data }: { data: CardOnFile }) {
  return (
    <Card withBorder radius="md" p="md" data-testid="card-summary">
      <Stack gap={6}>
        {data.plan ? (
          <>
            <Title order={2} fz="h4">
              {data.plan.plan_name} plan
            </Title>
            <Group justify="space-between" wrap="nowrap">
              <Text c="dark.6">Contribution ({PERIOD[data.plan.frequency] ?? data.plan.frequency})</Text>
              <Money naira={data.plan.contribution} />
            </Group>
          </>
        ) : (
          <Title order={2} fz="h4">
            No plan yet
          </Title>
        )}
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text c="dark.6">Card on file</Text>
          <Group gap={6} wrap="nowrap" data-testid="current-card">
            <IconCreditCard size={18} aria-hidden />
            <Text fw={600}>{data.card ? cardName(data.card) : 'None yet'}</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
