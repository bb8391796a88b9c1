import { Alert, Text } from '@mantine/core';
import { useDebitMethod } from '../../../api/debit-method.ts';
import { accountWords } from '../../../ui/mandate-state.tsx';

/**
 * While the member's bank account pays the weekly debit (a direct-debit mandate), a card saved here
 * takes over and the mandate ends: said before they type a card (docs/domain-rules.md, "Money rails:
 * direct-debit mandates").
 */
export function BankAccountPays() {
  const { data } = useDebitMethod();
  if (data?.method !== 'mandate' || !data.mandate) return null;
  return (
    <Alert color="blue" variant="light" data-testid="bank-account-pays">
      <Text size="sm">
        Your bank account at {accountWords(data.mandate)} pays your weekly contribution now. A card saved here
        takes over, and the debit from your bank account ends.
      </Text>
    </Alert>
  );
}
