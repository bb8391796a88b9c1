import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { type FundAccount, type LendingName, WALLET_MESSAGES } from '@trust/shared';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useState } from 'react';
import { ConfirmMoneyDialog } from '../../../ui/confirm-money-dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { moneyText } from '../../../ui/money-text.ts';
import { NairaInput } from '../../../ui/naira-input.tsx';
import { popup } from '../../../ui/popup.tsx';
import { useRepay } from '../api/repay.ts';
import { BankDetails } from './bank-details.tsx';
import { LENDING_TEXT } from './lending-card.tsx';

/** The modal's title, which also titles the server's answer (part 2 section 8: 'Repay Loan'). */
export const repayTitle = (what: LendingName) =>
  what === 'loan' ? 'Repay Loan' : `Repay ${LENDING_TEXT[what].short}`;

const ZERO: Record<LendingName, string> = {
  loan: WALLET_MESSAGES.loanZero,
  pop: WALLET_MESSAGES.popZero,
  etc: WALLET_MESSAGES.etcZero,
};

/**
 * Repay a loan, POP or ETC (part 2 section 4.3): the amount (what is owed, or part of it), then by
 * card (a last look in ConfirmMoneyDialog, then the provider's secure page) or by bank transfer to the
 * fund's account with the TFP as narration, which an operator confirms. The server's answer shows
 * under this modal's title, success or error.
 */
export function RepayModal(props: {
  what: LendingName;
  /** Naira owed now. */
  owed: number;
  bank: FundAccount;
  narration: string;
  opened: boolean;
  onClose: () => void;
}) {
  const title = repayTitle(props.what);
  const short = LENDING_TEXT[props.what].short;
  const owedKobo = koboFromNaira(props.owed);
  const [amount, setAmount] = useState<bigint | null>(owedKobo);
  const [method, setMethod] = useState<'card' | 'transfer'>('card');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const repay = useRepay();

  const checked = (): number | null => {
    if (amount === null || amount <= 0n) {
      setError(ZERO[props.what]);
      return null;
    }
    if (amount > owedKobo) {
      setError(WALLET_MESSAGES.aboveOwed(short, moneyText({ kobo: owedKobo })));
      return null;
    }
    setError(null);
    return nairaFromKobo(amount);
  };
  const close = () => {
    setConfirming(false);
    setError(null);
    props.onClose();
  };
  const payByCard = () => {
    const naira = checked();
    if (naira === null) return;
    repay.mutate(
      { what: props.what, amount: naira, method: 'card' },
      {
        onSuccess: (res) => {
          if ('authurl' in res.data) window.location.assign(res.data.authurl);
        },
        onError: (e) => {
          close();
          popup.show(title, (e as Error).message);
        },
      },
    );
  };
  const paidByTransfer = () => {
    const naira = checked();
    if (naira === null) return;
    repay.mutate(
      { what: props.what, amount: naira, method: 'transfer' },
      {
        onSuccess: (res) => {
          close();
          popup.show(title, res.message);
        },
        onError: (e) => {
          close();
          popup.show(title, (e as Error).message);
        },
      },
    );
  };
  const naira = amount === null ? 0 : nairaFromKobo(amount);

  return (
    <>
      <Modal
        opened={props.opened && !confirming}
        onClose={close}
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            You owe <Money naira={props.owed} fw={700} c="red.9" /> on your {short}. Repay all of it or part
            of it.
          </Text>
          <NairaInput
            label="Amount to repay"
            value={amount}
            onChange={(v) => {
              setError(null);
              setAmount(v);
            }}
            error={error}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="repay-method">
              How you pay
            </Text>
            <SegmentedControl
              aria-labelledby="repay-method"
              fullWidth
              value={method}
              onChange={(v) => setMethod(v as 'card' | 'transfer')}
              data={[
                { value: 'card', label: 'Card' },
                { value: 'transfer', label: 'Bank transfer' },
              ]}
            />
          </Stack>
          {method === 'card' ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => checked() !== null && setConfirming(true)}>Pay by card</Button>
            </Group>
          ) : (
            <Stack gap="sm">
              <Alert color="blue" variant="light" title="Pay the fund's account">
                <Text size="sm" c="dark.8">
                  Send <Money naira={naira} fw={700} /> from your bank with your TFP as the narration, then
                  tell us you have paid. An operator confirms the money reached the fund, usually within one
                  working day, and your {short} figure changes then.
                </Text>
              </Alert>
              <BankDetails bank={props.bank} narration={props.narration} narrow />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={paidByTransfer} loading={repay.isPending}>
                  I have paid
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Modal>
      <ConfirmMoneyDialog
        opened={props.opened && confirming}
        title={`Confirm ${short} repayment`}
        amount={{ naira }}
        from="Your card, on the secure payment page"
        to={`Your ${short} with the fund`}
        next={`You will be taken to the secure payment page. Once the payment succeeds, your ${short} goes down by this amount and you get a receipt.`}
        busy={repay.isPending}
        onConfirm={payByCard}
        onCancel={() => setConfirming(false)}
      >
        You are about to repay <Money naira={naira} /> of your {short}.
      </ConfirmMoneyDialog>
    </>
  );
}
