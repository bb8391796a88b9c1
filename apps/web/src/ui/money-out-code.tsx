import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MONEY_OUT_MESSAGES, type MoneyOutCodeBody, type MoneyOutPurpose } from '@trust/shared';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { request } from '../lib/api-client.ts';

/** What the member is confirming, in the dialog's title. */
const TITLES: Record<MoneyOutPurpose, string> = {
  cashout: 'Confirm your cashout',
  redemption: 'Confirm your redemption',
  loan_withdrawal: 'Confirm your loan withdrawal',
  bank_details: 'Confirm your new bank details',
};

/**
 * The second factor on money out (docs/domain-rules.md "Money rails"): `ask(purpose)` sends a 6-digit
 * code to the member (POST /moneyoutcode) and opens a dialog for it; it resolves with the code typed,
 * or null when the member closes the dialog. The caller renders `dialog` and sends the code with its
 * call. A refusal to send (a limit reached) is thrown as the API's error.
 */
export function useMoneyOutCode(): {
  ask: (purpose: MoneyOutPurpose) => Promise<string | null>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<{ purpose: MoneyOutPurpose; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolver = useRef<((code: string | null) => void) | null>(null);

  const ask = useCallback(async (purpose: MoneyOutPurpose) => {
    const sent = await request('POST /moneyoutcode', { body: { purpose } satisfies MoneyOutCodeBody });
    setCode('');
    setError(null);
    setOpen({ purpose, message: sent.message });
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(null);
  };
  const submit = () => {
    if (!/^\d{6}$/.test(code)) {
      setError(MONEY_OUT_MESSAGES.codeFormat);
      return;
    }
    finish(code);
  };

  const dialog = (
    <Modal
      opened={open !== null}
      onClose={() => finish(null)}
      title={open ? TITLES[open.purpose] : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Above the dialog that asked for it (the redemption's or the cash-out's confirmation).
      zIndex={400}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{open?.message}</Text>
          <TextInput
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-autofocus
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            error={error}
          />
          <Text size="xs" c="dimmed">
            Never share this code with anyone, including Trust Fund staff.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => finish(null)}>
              Cancel
            </Button>
            <Button type="submit">Confirm</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { ask, dialog };
}
