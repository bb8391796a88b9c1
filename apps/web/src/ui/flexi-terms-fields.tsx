import { Select, Text } from '@mantine/core';
import { FLEXI_DURATIONS } from '@trust/shared';
import { useFlexiFrequencies } from '../api/flexi-frequencies.ts';
import { moneyText } from './money-text.ts';

/**
 * The FLEXI terms after the amount (part 2 section 4.9): frequency, duration and the membership fee
 * quoted for them; the joining's FLEXI modal and the profile's change to FLEXI both use it.
 */
export function FlexiTermsFields(props: {
  frequency: string;
  onFrequency: (f: string) => void;
  duration: string;
  onDuration: (d: string) => void;
  /** The quoted membership fee in naira; null while a quote is on its way. */
  fee: number | null;
}) {
  const frequencies = useFlexiFrequencies();
  return (
    <>
      <Select
        label="Frequency"
        data={(frequencies.data ?? []).map((f) => f.pf_pl_text)}
        value={props.frequency}
        onChange={(v) => v && props.onFrequency(v)}
        allowDeselect={false}
      />
      <Select
        label="Duration"
        data={FLEXI_DURATIONS.map((d) => ({ value: String(d), label: `${d} months` }))}
        value={props.duration}
        onChange={(v) => v && props.onDuration(v)}
        allowDeselect={false}
      />
      <Text aria-live="polite" data-testid="flexi-fee">
        Membership fee: <strong>{props.fee == null ? '…' : moneyText({ naira: props.fee })}</strong>
        {props.frequency === 'Daily' ? ' (daily savings are debited weekly)' : ''}
      </Text>
    </>
  );
}
