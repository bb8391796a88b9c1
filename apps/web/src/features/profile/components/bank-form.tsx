import { Alert, Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BANK_MESSAGES, bankFormSchema, nubanValid, type UpdateProfileBody } from '@trust/shared';
import { useState } from 'react';
import { useBanks } from '../../../api/banks.ts';
import { useMoneyOutCode } from '../../../ui/money-out-code.tsx';
import type { ProfileView } from '../api/profile.ts';
import { useResolvedAccount } from '../api/resolve-account.ts';

/** Where the saved account stands, in the member's words. */
function SavedState({ profile: p }: { profile: ProfileView }) {
  if (!p.up_account_number) return null;
  if (p.up_bank_name_check === 'review')
    return (
      <Alert color="yellow" title="Under review" data-testid="bank-state">
        {BANK_MESSAGES.underReview}
      </Alert>
    );
  if (p.up_bank_name_check === 'rejected')
    return (
      <Alert color="red" title="Not approved" data-testid="bank-state">
        {BANK_MESSAGES.reviewRejected}
      </Alert>
    );
  if (p.up_bank_hold)
    return (
      <Alert color="blue" title="Payouts wait" data-testid="bank-state">
        {p.up_bank_hold}
      </Alert>
    );
  return null;
}

/**
 * The bank form: where cash-outs and redemptions are paid (part 2 section 5). The bank is chosen from
 * the provider's list, the account's name is the bank's (shown as soon as the number checks out), and
 * saving asks for the member's code (the second factor on where money goes).
 */
export function BankForm(props: {
  profile: ProfileView;
  saving: boolean;
  onSave: (v: UpdateProfileBody) => void;
}) {
  const p = props.profile;
  const banks = useBanks();
  const codes = useMoneyOutCode();
  const [bankCode, setBankCode] = useState(p.up_bank_code ?? '');
  const [accountNumber, setAccountNumber] = useState(p.up_account_number ?? '');
  const [errors, setErrors] = useState<{ bankcode?: string; accountnumber?: string }>({});
  const resolved = useResolvedAccount(bankCode, accountNumber);
  const numberError =
    errors.accountnumber ??
    (accountNumber.length === 10 && bankCode && !nubanValid(bankCode, accountNumber)
      ? BANK_MESSAGES.checkDigit
      : undefined);

  const save = async () => {
    const checked = bankFormSchema.safeParse({ bankcode: bankCode, accountnumber: accountNumber });
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as 'bankcode' | 'accountnumber';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const code = await codes.ask('bank_details').catch((e: Error) => {
      setErrors({ accountnumber: e.message });
      return null;
    });
    if (!code) return;
    props.onSave({ bankcode: bankCode, accountnumber: accountNumber, code });
  };

  return (
    <Card withBorder radius="md" p="md">
      {codes.dialog}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Bank details
          </Title>
          <Text size="sm" c="dimmed">
            Cash-outs and redeemed earnings are paid into this account. It must be in your own name.
          </Text>
          <SavedState profile={p} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Bank"
              name="bankcode"
              placeholder={banks.isPending ? 'Loading banks…' : 'Choose your bank'}
              searchable
              nothingFoundMessage="No bank by that name"
              withAsterisk
              data={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
              value={bankCode || null}
              onChange={(v) => {
                setBankCode(v ?? '');
                setErrors((e) => ({ ...e, bankcode: undefined }));
              }}
              error={errors.bankcode}
            />
            <TextInput
              label="Account number"
              name="accountnumber"
              inputMode="numeric"
              maxLength={10}
              withAsterisk
              value={accountNumber}
              onChange={(e) => {
                setAccountNumber(e.currentTarget.value.trim());
                setErrors((x) => ({ ...x, accountnumber: undefined }));
              }}
              error={numberError}
            />
          </SimpleGrid>
          <Text size="sm" aria-live="polite" data-testid="account-name">
            {resolved.isFetching
              ? 'Checking the account with your bank…'
              : resolved.data
                ? `Account name: ${resolved.data}`
                : resolved.error
                  ? resolved.error.message
                  : p.up_bank_holder_name &&
                      bankCode === p.up_bank_code &&
                      accountNumber === p.up_account_number
                    ? `Account name: ${p.up_bank_holder_name}`
                    : 'Choose your bank and type your account number: the name your bank holds for it shows here.'}
          </Text>
          <Button type="submit" loading={props.saving} w="fit-content">
            Save bank details
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
