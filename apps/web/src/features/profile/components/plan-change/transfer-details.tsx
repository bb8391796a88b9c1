import { Alert, Stack, Text } from '@mantine/core';
import type { PlanChangeAnswer } from '@trust/shared/contracts/plan-change';
import { Money } from '../../../../ui/money.tsx';

type Transfer = Extract<PlanChangeAnswer, { kind: 'transfer' }>;

/** Where to send the bank transfer for an upgrade; the plan changes when the fund confirms it arrived. */
export function TransferDetails({ transfer }: { transfer: Transfer }) {
  return (
    <Alert
      color="teal"
      title={`Pay for ${transfer.plan_name} by bank transfer`}
      data-testid="change-transfer"
    >
      <Stack gap={4}>
        <Text size="sm">
          Send <Money naira={transfer.total} fw={700} /> to {transfer.bank.bank_name}, account{' '}
          <b>{transfer.bank.account_number}</b> ({transfer.bank.account_name}).
        </Text>
        <Text size="sm">
          Write your TFP <b>{transfer.narration}</b> as the narration. Your plan changes to{' '}
          {transfer.plan_name} when we confirm the transfer arrived.
        </Text>
      </Stack>
    </Alert>
  );
}
