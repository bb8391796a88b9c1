import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PlanChangeOption } from '@trust/shared/contracts/plan-change';
import { Money } from '../../../../ui/money.tsx';
import { PlanFactsList } from '../../../../ui/plan-facts-list.tsx';

/** One plan the member may change to: its facts, what the change costs, and the button that starts it. */
export function PlanOptionCard({
  option,
  disabled,
  highlighted,
  onChoose,
}: {
  option: PlanChangeOption;
  disabled: boolean;
  highlighted: boolean;
  onChoose: (option: PlanChangeOption) => void;
}) {
  const name = option.pl_display_name;
  const flexi = option.pl_plan_name === 'FLEXI';
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      data-testid={`change-option-${name}`}
      style={highlighted ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h4">
            {name}
          </Title>
          <Badge color={option.is_upgrade ? 'teal' : 'gray'} variant="light">
            {option.is_upgrade ? 'Upgrade' : 'Downgrade'}
          </Badge>
        </Group>
        <PlanFactsList plan={option} omit={flexi ? ['weekly', 'fee'] : []} />
        <Text size="sm" style={{ flexGrow: 1 }}>
          {flexi ? (
            'You choose your amount and how often you save; the membership fee is quoted as you type.'
          ) : option.is_upgrade ? (
            <>
              You will have to pay <Money naira={option.plan_change_amount} fw={700} />
            </>
          ) : (
            'Free: your new weekly saving starts from your next debit. The fee you paid is not refunded.'
          )}
        </Text>
        <Button
          onClick={() => onChoose(option)}
          disabled={disabled}
          variant={option.is_upgrade ? 'filled' : 'default'}
          fullWidth
        >
          {flexi ? 'Set up FLEXI' : `${option.is_upgrade ? 'Upgrade' : 'Downgrade'} to ${name}`}
        </Button>
      </Stack>
    </Card>
  );
}
