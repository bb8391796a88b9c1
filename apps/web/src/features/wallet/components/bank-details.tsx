import { SimpleGrid } from '@mantine/core';
import type { FundAccount } from '@trust/shared';
import { LabelledValue } from '../../../ui/labelled-value.tsx';

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
      <LabelledValue label="Bank" value={props.bank.bank_name} />
      <LabelledValue label="Account number" value={props.bank.account_number} copy />
      <LabelledValue label="Account name" value={props.bank.account_name} />
      <LabelledValue label="Narration (your TFP)" value={props.narration} copy />
    </SimpleGrid>
  );
}
