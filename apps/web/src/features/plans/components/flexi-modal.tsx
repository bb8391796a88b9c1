import { Button, Group, Modal, Stack } from '@mantine/core';
import {
  FLEXI_AMOUNTS,
  FLEXI_CAPS,
  FLEXI_DEFAULT_AMOUNT,
  FLEXI_DEFAULT_DURATION,
  type FlexiFrequency,
  PLAN_MESSAGES,
} from '@trust/shared/contracts/plans';
import { KOBO_PER_NAIRA, type Kobo } from '@trust/shared/money';
import { koboFromNaira } from '@trust/shared/money-codec';
import { useEffect, useState } from 'react';
import { useFlexiFrequencies } from '../../../api/flexi-frequencies.ts';
import { payFlexi } from '../../../api/pay-flexi.ts';
import { quoteFlexi } from '../../../api/quote-flexi.ts';
import { FlexiTermsFields } from '../../../ui/flexi-terms-fields.tsx';
import { moneyText } from '../../../ui/money-text.ts';
import { NairaInput } from '../../../ui/naira-input.tsx';

/**
 * FLEXI's Get Started (part 1 sections 2, 4 and 9): amount, frequency and duration; the membership
 * fee is quoted (flexi_type 1) as they change when the amount is above 199, then Pay (flexi_type 2)
 * goes to the checkout. A refused quote above the frequency's cap brings the amount down (÷10).
 */
export function FlexiModal({
  planId,
  opened,
  onClose,
}: {
  planId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const frequencies = useFlexiFrequencies();
  const [amountKobo, setAmountKobo] = useState<Kobo | null>(() => koboFromNaira(FLEXI_DEFAULT_AMOUNT));
  // The plan takes whole naira: kobo typed in the field is refused beside it rather than rounded away.
  const whole = amountKobo != null && amountKobo % KOBO_PER_NAIRA === 0n;
  const amount = whole ? String(amountKobo / KOBO_PER_NAIRA) : '';
  const [frequency, setFrequency] = useState<string | null>(null);
  const [duration, setDuration] = useState(String(FLEXI_DEFAULT_DURATION));
  const [fee, setFee] = useState<number | null>(null);
  const [paying, setPaying] = useState(false);
  const freq = frequency ?? frequencies.data?.[0]?.pf_pl_text ?? 'Weekly';
  const terms = {
    planid: planId,
    con_amount: Number(amount),
    pf_pl_text: freq,
    pf_pl_duration: Number(duration),
  };

  useEffect(() => {
    setFee(null);
    if (!opened || !(Number(amount) > 199)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const { data } = await quoteFlexi(
          { planid: planId, con_amount: Number(amount), pf_pl_text: freq, pf_pl_duration: Number(duration) },
          controller.signal,
        );
        setFee(data.membership_fee);
      } catch {
        const cap = FLEXI_CAPS[freq as FlexiFrequency];
        if (cap && Number(amount) > cap) setAmountKobo(koboFromNaira(Math.floor(Number(amount) / 10)));
      }
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [opened, planId, amount, freq, duration]);

  const pay = async () => {
    setPaying(true);
    try {
      const { data } = await payFlexi(terms);
      window.location.assign(data.authurl);
    } catch {
      setPaying(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Set up your FLEXI plan"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <NairaInput
          label="Contribution amount"
          value={amountKobo}
          onChange={setAmountKobo}
          error={amountKobo != null && !whole ? PLAN_MESSAGES.mustBeNumber : undefined}
          description={`For example ${FLEXI_AMOUNTS.slice(0, 4)
            .map((n) => moneyText({ naira: n }))
            .join(', ')}`}
        />
        <FlexiTermsFields
          frequency={freq}
          onFrequency={setFrequency}
          duration={duration}
          onDuration={setDuration}
          fee={fee}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={pay} loading={paying} disabled={fee == null}>
            Pay {fee == null ? '' : moneyText({ naira: fee + Number(amount) * (freq === 'Daily' ? 7 : 1) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
