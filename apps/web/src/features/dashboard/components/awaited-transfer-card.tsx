import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AwaitedTransfer } from '@trust/shared';
import { formatDateTime } from '@trust/shared/dates';
import { LabelledValue } from '../../../ui/labelled-value.tsx';
import { moneyText } from '../../../ui/money-text.ts';

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
          <LabelledValue label="Amount" value={moneyText({ naira: t.amount })} />
          <LabelledValue label="Narration (your TFP)" value={t.narration} copy />
          <LabelledValue label="Bank" value={t.bank.bank_name} />
          <LabelledValue label="Account number" value={t.bank.account_number} copy />
          <LabelledValue label="Account name" value={t.bank.account_name} />
          <LabelledValue label="Requested" value={formatDateTime(t.requested_at)} />
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
