import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  FLEXI_CAPS,
  FLEXI_DEFAULT_AMOUNT,
  FLEXI_DEFAULT_DURATION,
  type FlexiFrequency,
} from '@trust/shared/contracts/plans';
import { KOBO_PER_NAIRA, type Kobo } from '@trust/shared/money';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useEffect, useState } from 'react';
import { useFlexiFrequencies } from '../../../../api/flexi-frequencies.ts';
import { payFlexi } from '../../../../api/pay-flexi.ts';
import { quoteFlexi } from '../../../../api/quote-flexi.ts';
import { ConfirmMoneyDialog } from '../../../../ui/confirm-money-dialog.tsx';
import { FlexiTermsFields } from '../../../../ui/flexi-terms-fields.tsx';
import { Money } from '../../../../ui/money.tsx';
import { NairaInput } from '../../../../ui/naira-input.tsx';

/** Daily savings are debited weekly, 7 days at a time; the first debit is paid with the change. */
const firstDebit = (amount: number, frequency: string) => amount * (frequency === 'Daily' ? 7 : 1);

/**
 * A refused quote above the frequency's cap cuts the amount to a tenth, rounded down to the naira
 * (part 2 section 4.9, caps of section 9); below the caps the amount stays as typed.
 */
export function cutOnRefusal(kobo: Kobo, frequency: string): Kobo | null {
  const cap = FLEXI_CAPS[frequency as FlexiFrequency];
  if (cap === undefined || kobo <= koboFromNaira(cap)) return null;
  return (kobo / 10n / KOBO_PER_NAIRA) * KOBO_PER_NAIRA;
}

/**
 * The flexi modal of the plan change (part 2 sections 2.13, 4.7 and 4.9): amount, frequency and
 * duration; the membership fee is quoted (flexi_type 1) on every change; Pay confirms the amount and
 * goes to the provider's page (flexi_type 2), which returns to the profile.
 */
export function FlexiChangeModal({
  planId,
  opened,
  onClose,
}: {
  planId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const frequencies = useFlexiFrequencies();
  const [amount, setAmount] = useState<Kobo | null>(koboFromNaira(FLEXI_DEFAULT_AMOUNT));
  const [frequency, setFrequency] = useState<string | null>(null);
  const [duration, setDuration] = useState(String(FLEXI_DEFAULT_DURATION));
  const [fee, setFee] = useState<number | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const freq = frequency ?? frequencies.data?.[0]?.pf_pl_text ?? 'Weekly';
  const naira = amount === null ? 0 : nairaFromKobo(amount);
  const terms = { planid: planId, con_amount: naira, pf_pl_text: freq, pf_pl_duration: Number(duration) };

  useEffect(() => {
    setFee(null);
    setQuoteError(null);
    if (!opened || amount === null || amount <= 0n) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { data } = await quoteFlexi(
          {
            planid: planId,
            con_amount: nairaFromKobo(amount),
            pf_pl_text: freq,
            pf_pl_duration: Number(duration),
          },
          controller.signal,
          3,
        );
        setFee(data.membership_fee);
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
        const cut = cutOnRefusal(amount, freq);
        if (cut !== null) setAmount(cut);
        else setQuoteError((e as Error).message);
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [opened, planId, amount, freq, duration]);

  const total = fee == null ? null : fee + firstDebit(naira, freq);
  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      const { data } = await payFlexi(terms, 3);
      window.location.assign(data.authurl);
    } catch (e) {
      setPayError((e as Error).message);
      setPaying(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Modal
        opened={opened && !confirming}
        onClose={onClose}
        title="Change to the FLEXI plan"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <NairaInput
            label="Contribution amount"
            value={amount}
            onChange={setAmount}
            data-testid="flexi-amount"
          />
          <FlexiTermsFields
            frequency={freq}
            onFrequency={setFrequency}
            duration={duration}
            onDuration={setDuration}
            fee={fee}
          />
          {total != null && (
            <Text data-testid="flexi-total">
              You will have to pay <Money naira={total} fw={700} />
            </Text>
          )}
          {quoteError && (
            <Alert color="red" role="alert">
              {quoteError}
            </Alert>
          )}
          {payError && (
            <Alert color="red" role="alert">
              {payError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={total == null}>
              Pay
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmMoneyDialog
        opened={opened && confirming}
        title="Confirm your change to FLEXI"
        amount={{ naira: total ?? 0 }}
        from="Your card, on the secure payment page"
        to="Your FLEXI membership fee and first contribution"
        next="You pay on the secure payment page, then come back to your profile with your receipt."
        confirmLabel="Pay"
        busy={paying}
        onConfirm={pay}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
