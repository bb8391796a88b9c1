import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { EARNINGS_MESSAGES, MIN_REDEEM_KOBO } from '@trust/shared';
import type { Kobo } from '@trust/shared/money';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useState } from 'react';
import { useEarnings } from '../api/earnings.ts';
import { useRedeemEarnings } from '../api/redeem-earnings.ts';
import { ConfirmMoneyDialog } from './confirm-money-dialog.tsx';
import { Money } from './money.tsx';
import { useMoneyOutCode } from './money-out-code.tsx';
import { NairaInput } from './naira-input.tsx';
import { FormSkeleton } from './page-skeleton.tsx';
import { type ActionResult, failureMessage, ResultModal } from './result-modal.tsx';

const TITLE = 'Redeem Earnings';

type Step = 'amount' | 'confirm' | 'result';

/**
 * Redeem Earnings (part 2 sections 2.6, 5 and 8): the member chooses an amount of N5,000 or more up
 * to the earnings held (all of them by default), confirms where it goes, and reads the server's
 * message in a modal titled 'Redeem Earnings' on success and on error. onDone runs after a
 * successful redemption, once the member has read the message and closed it (a screen that closes
 * the modal in onDone would otherwise hide the message).
 */
export function RedeemEarningsModal({
  opened,
  onClose,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const earnings = useEarnings();
  const redeem = useRedeemEarnings();
  const codes = useMoneyOutCode();
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState<Kobo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  // One id per dialog opening: sending the same request twice redeems once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const held = earnings.data ? koboFromNaira(earnings.data.redeemable) : null;
  const chosen = amount ?? held;
  const close = () => {
    const succeeded = step === 'result' && result?.ok === true;
    setStep('amount');
    setAmount(null);
    setError(null);
    setResult(null);
    setRequestId(crypto.randomUUID());
    onClose();
    if (succeeded) onDone?.();
  };

  const review = () => {
    if (held === null || chosen === null) return;
    if (held < MIN_REDEEM_KOBO || chosen < MIN_REDEEM_KOBO) {
      setError(EARNINGS_MESSAGES.redeemMinimum);
      return;
    }
    if (chosen > held) {
      setError('You cannot redeem more than the earnings you hold.');
      return;
    }
    setError(null);
    setStep('confirm');
  };

  const send = async () => {
    if (chosen === null) return;
    // Money leaving the fund goes with the member's code (the second factor).
    let code: string | null;
    try {
      code = await codes.ask('redemption');
    } catch (e) {
      setResult({ title: TITLE, ok: false, message: failureMessage(e) });
      setStep('result');
      return;
    }
    if (!code) return;
    redeem.mutate(
      { redeem_amount: nairaFromKobo(chosen), request_id: requestId, code },
      {
        onSuccess: (res) => {
          setResult({ title: TITLE, ok: true, message: res.message });
          setStep('result');
        },
        onError: (e) => {
          setResult({ title: TITLE, ok: false, message: failureMessage(e) });
          setStep('result');
        },
      },
    );
  };

  const bank = earnings.data?.bank;
  return (
    <>
      {codes.dialog}
      <Modal
        opened={opened && step === 'amount'}
        onClose={close}
        title={TITLE}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {!earnings.data ? (
          earnings.isError ? (
            <Alert color="red" role="alert">
              {failureMessage(earnings.error)}
            </Alert>
          ) : (
            <FormSkeleton label="Loading your earnings" fields={1} />
          )
        ) : (
          <Stack gap="md">
            <Text>
              You hold <Money naira={earnings.data.redeemable} fw={700} /> of earnings. You can redeem from{' '}
              <Money naira={earnings.data.min_redeem} /> to your bank account.
            </Text>
            <NairaInput
              label="Amount to redeem"
              value={chosen}
              onChange={(v) => {
                setError(null);
                setAmount(v);
              }}
              error={error}
              data-testid="redeem-amount"
            />
            {!bank && (
              <Text size="sm" c="red.9">
                {EARNINGS_MESSAGES.noBank}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={review}>Redeem</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmMoneyDialog
        opened={opened && step === 'confirm'}
        title={TITLE}
        amount={{ kobo: chosen ?? 0n }}
        from="Your earnings"
        to={bank ? `Your ${bank.bank_name} account ending ${bank.account_ending}` : 'Your bank account'}
        next="The amount leaves your earnings now. An operator of the fund sends it to your bank account."
        busy={redeem.isPending}
        confirmLabel="Redeem"
        onConfirm={send}
        onCancel={() => setStep('amount')}
      />
      <ResultModal result={opened && step === 'result' ? result : null} onClose={close} />
    </>
  );
}
