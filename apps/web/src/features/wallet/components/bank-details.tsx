import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FundAccount } from '@trust/shared';
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
 * The fund's bank account with the member's TFP as the narration (part 2 sections 2.10 and 4.3): the
 * narration is how an operator matches the money to the member, so it and the account number copy.
 */
export function BankDetails(props: {
  bank: FundAccount;
  narration: string;
  /** One column (inside a dialog, where two would break the TFP across lines). */
  narrow?: boolean;
}) {
  return (
    <SimpleGrid cols={props.narrow ? 1 : { base: 1, xs: 2 }} spacing="sm" data-testid="bank-details">
      <Detail label="Bank" value={props.bank.bank_name} />
      <Detail label="Account number" value={props.bank.account_number} copy />
      <Detail label="Account name" value={props.bank.account_name} />
      <Detail label="Narration (your TFP)" value={props.narration} copy />
    </SimpleGrid>
  );
}
