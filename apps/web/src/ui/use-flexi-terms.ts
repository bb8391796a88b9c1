import {
  FLEXI_CAPS,
  FLEXI_DEFAULT_AMOUNT,
  FLEXI_DEFAULT_DURATION,
  type FlexiFrequency,
} from '@trust/shared/contracts/plans';
import { KOBO_PER_NAIRA, type Kobo } from '@trust/shared/money';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useEffect, useState } from 'react';
import { useFlexiFrequencies } from '../api/flexi-frequencies.ts';
import { type FlexiReturn, quoteFlexi } from '../api/quote-flexi.ts';

/** Daily savings are debited weekly, 7 days at a time; the first debit is paid with the fee. */
const firstDebit = (naira: number, frequency: string) => naira * (frequency === 'Daily' ? 7 : 1);

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
 * The FLEXI terms a member chooses (part 1 section 9, part 2 sections 4.7 and 4.9): the amount, the
 * frequency (the first offered until one is picked) and the duration, with the membership fee quoted
 * for them (flexi_type 1) 300 ms after the last change, while the modal is open and `quotable` accepts
 * the amount. A refused quote above the cap cuts the amount (cutOnRefusal); any other refusal is
 * `quoteError`. `total` is what Pay charges: the fee and the first debit.
 */
export function useFlexiTerms(options: {
  planId: number;
  opened: boolean;
  /** Where the provider returns the member after Pay; the quote names it too. */
  pageResponse: FlexiReturn;
  quotable: (amount: Kobo | null) => boolean;
}) {
  const { planId, opened, pageResponse } = options;
  const frequencies = useFlexiFrequencies();
  const [amount, setAmount] = useState<Kobo | null>(() => koboFromNaira(FLEXI_DEFAULT_AMOUNT));
  const [frequency, setFrequency] = useState<string | null>(null);
  const [duration, setDuration] = useState(String(FLEXI_DEFAULT_DURATION));
  const [fee, setFee] = useState<number | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const freq = frequency ?? frequencies.data?.[0]?.pf_pl_text ?? 'Weekly';
  const naira = amount === null ? 0 : nairaFromKobo(amount);
  const quotable = options.quotable(amount);

  useEffect(() => {
    setFee(null);
    setQuoteError(null);
    if (!opened || !quotable || amount === null) return;
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
          pageResponse,
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
  }, [opened, quotable, planId, amount, freq, duration, pageResponse]);

  return {
    amount,
    setAmount,
    fee,
    quoteError,
    total: fee == null ? null : fee + firstDebit(naira, freq),
    /** The terms as the calls take them. */
    terms: { planid: planId, con_amount: naira, pf_pl_text: freq, pf_pl_duration: Number(duration) },
    /** What FlexiTermsFields shows and changes. */
    fields: { frequency: freq, onFrequency: setFrequency, duration, onDuration: setDuration, fee },
  };
}
