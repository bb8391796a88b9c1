import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MONEY_OUT_MESSAGES, type MoneyOutPurpose } from '@trust/shared';
import { useState } from 'react';

/** What the member is confirming, in the dialog's title. */
const TITLES: Record<MoneyOutPurpose, string> = {
  cashout: 'Confirm your cashout',
  redemption: 'Confirm your redemption',
  loan_withdrawal: 'Confirm your loan withdrawal',
  bank_details: 'Confirm your new bank details',
};

export interface MoneyOutCodeDialogProps {
  /** The purpose asked for and the server's message (where the code went), or null while closed. */
  open: { purpose: MoneyOutPurpose; message: string } | null;
  /** The member confirmed a code of 6 digits. */
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/**
 * The dialog the member types the money-out code into (ui/money-out-code.tsx asks for the code and
 * opens it). Each opening starts with an empty field.
 */
export default function MoneyOutCodeDialog({ open, onConfirm, onCancel }: MoneyOutCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState(open);
  if (open !== openedFor) {
    setOpenedFor(open);
    if (open) {
      setCode('');
      setError(null);
    }
  }
  const submit = () => {
    if (!/^\d{6}$/.test(code)) {
      setError(MONEY_OUT_MESSAGES.codeFormat);
      return;
    }
    onConfirm(code);
  };
  return (
    <Modal
      opened={open !== null}
      onClose={onCancel}
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
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Confirm</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
