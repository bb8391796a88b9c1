import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AwaitedTransfer } from '@trust/shared';
import { formatDateTime } from '@trust/shared/dates';
import { formatNairaNumber } from '@trust/shared/money';
import { CopyTextButton } from '../../../ui/copy-text-button.tsx';

function Detail(props: { label: string; value: string; copy?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.6">
        {props.label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {props.value}
        </Text>
        {props.copy && <CopyTextButton value={props.value} what={props.label} size="compact-xs" />}
      </Group>
    </Stack>
  );
}

/**
 * The member chose to pay a plan by bank transfer and the money has not been confirmed yet: what to
 * send, where, with which narration, and who confirms it, so the dashboard is not a row of empty boxes.
 */
export function AwaitedTransferCard(props: { transfer: AwaitedTransfer }) {
  const t = props.transfer;
  return (
    <Alert color="blue" variant="light" title="Your bank transfer is awaited" data-testid="awaited-transfer">
      <Stack gap="sm">
        <Text size="sm" c="dark.8">
          Your {t.plan_name} plan starts when your transfer reaches the fund. Send the amount below with your
          TFP as the narration; an operator confirms the transfer and activates your plan, usually within one
          working day.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Detail label="Amount" value={formatNairaNumber(t.amount)} />
          <Detail label="Narration (your TFP)" value={t.narration} copy />
          <Detail label="Bank" value={t.bank.bank_name} />
          <Detail label="Account number" value={t.bank.account_number} copy />
          <Detail label="Account name" value={t.bank.account_name} />
          <Detail label="Requested" value={formatDateTime(t.requested_at)} />
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
