import { Group, Radio, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COVER_TYPES,
  type EtcApplyBody,
  etcApplyBodySchema,
  POP_ETC_MESSAGES,
  type PopEtcTerms,
} from '@trust/shared';
import { useMemo } from 'react';
import { formValidator } from '../../../lib/form-validation.ts';
import { useApplyEtc } from '../api/apply-etc.ts';
import { useEtcCities } from '../api/etc-cities.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { DayField } from '../components/day-field.tsx';
import { FormFrame } from '../components/form-frame.tsx';
import { LimitAmount } from '../components/limit-amount.tsx';
import { ReasonField } from '../components/reason-field.tsx';
import { lagosToday, laterDay, toApiDay } from '../form-dates.ts';
import { useApplicationSubmit } from '../use-application-submit.ts';

interface EtcValues {
  ec_from: string;
  ec_to: string;
  ec_type: string;
  ec_travel_by: string;
  ec_reason: string;
  /** Date inputs hold YYYY-MM-DD; the call sends MM/DD/YYYY. */
  ec_from_travel_date: string;
  ec_to_travel_date: string;
  ec_repayment_date: string;
}

const toBody = (v: EtcValues, amount: number): EtcApplyBody => ({
  ec_from: v.ec_from ? Number(v.ec_from) : '',
  ec_to: v.ec_to ? Number(v.ec_to) : '',
  ec_type: v.ec_type as EtcApplyBody['ec_type'],
  ec_travel_by: v.ec_travel_by as EtcApplyBody['ec_travel_by'],
  ec_amount: amount,
  ec_reason: v.ec_reason,
  ec_from_travel_date: toApiDay(v.ec_from_travel_date),
  ec_to_travel_date: v.ec_type === 'Round Trip' ? toApiDay(v.ec_to_travel_date) : '',
  ec_repayment_date: toApiDay(v.ec_repayment_date),
});

/** The ETC form (part 2 sections 2.11, 3 and 5), for a member who may apply. */
function EtcForm({ terms, onSent }: { terms: PopEtcTerms; onSent: () => void }) {
  const { amount, air, abroad } = terms.etc;
  const cities = useEtcCities();
  const apply = useApplyEtc();
  const today = lagosToday();
  const validator = useMemo(() => formValidator(etcApplyBodySchema), []);
  const form = useForm<EtcValues>({
    mode: 'controlled',
    initialValues: {
      ec_from: '',
      ec_to: '',
      ec_type: '',
      ec_travel_by: 'Bus',
      ec_reason: '',
      ec_from_travel_date: '',
      ec_to_travel_date: '',
      ec_repayment_date: '',
    },
    validate: (values) => {
      const errors: Record<string, string> = validator(toBody(values, amount));
      // Days before today in Lagos, as the server refuses them.
      const past = (key: keyof EtcValues, message: string) => {
        if (values[key] && values[key] < today) errors[key] ??= message;
      };
      past('ec_from_travel_date', POP_ETC_MESSAGES.pastTravel);
      if (values.ec_type === 'Round Trip') past('ec_to_travel_date', POP_ETC_MESSAGES.pastReturn);
      past('ec_repayment_date', POP_ETC_MESSAGES.pastRepayment);
      if (values.ec_repayment_date && values.ec_repayment_date < values.ec_from_travel_date)
        errors.ec_repayment_date ??= POP_ETC_MESSAGES.repaymentBeforeTravel;
      return errors;
    },
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      // A return date before the travel date is pushed to the travel date (section 5).
      if (
        values.ec_from_travel_date !== previous.ec_from_travel_date &&
        values.ec_to_travel_date &&
        values.ec_to_travel_date < values.ec_from_travel_date
      ) {
        form.setFieldValue('ec_to_travel_date', values.ec_from_travel_date);
      }
    },
  });

  const options = useMemo(() => {
    const byCountry = new Map<string, { value: string; label: string }[]>();
    for (const c of cities.data ?? []) {
      if (!abroad && c.etc_country !== 'Nigeria') continue;
      const items = byCountry.get(c.etc_country) ?? [];
      items.push({ value: String(c.etc_city_id), label: c.etc_city_name });
      byCountry.set(c.etc_country, items);
    }
    return [...byCountry].map(([group, items]) => ({ group, items }));
  }, [cities.data, abroad]);

  const submit = useApplicationSubmit({ form, apply, body: (v) => toBody(v, amount), onSent });

  // Both ends of the trip are picked from the same list of cities.
  const city = {
    placeholder: 'Choose a city',
    data: options,
    searchable: true,
    withAsterisk: true,
    nothingFoundMessage: 'No city of that name',
    disabled: cities.isPending,
  };
  const roundTrip = form.values.ec_type === 'Round Trip';
  // The return and the repayment come no earlier than the travel date, nor than today.
  const afterTravel = laterDay(form.values.ec_from_travel_date, today);
  return (
    <ApplicationForm label="Emergency travel cover application" {...submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="From city" {...city} {...form.getInputProps('ec_from')} />
        <Select label="To city" {...city} {...form.getInputProps('ec_to')} />
      </SimpleGrid>
      <Radio.Group label="Type of cover" withAsterisk {...form.getInputProps('ec_type')}>
        <Group mt="xs">
          {COVER_TYPES.map((t) => (
            <Radio key={t} value={t} label={t} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label="Travel by"
        withAsterisk
        description={
          air
            ? abroad
              ? 'Your plan covers bus or air travel in Nigeria and other African countries.'
              : 'Your plan covers bus or air travel within Nigeria.'
            : 'Your plan covers bus travel within Nigeria.'
        }
        {...form.getInputProps('ec_travel_by')}
      >
        <Group mt="xs">
          <Radio value="Bus" label="Bus" />
          <Radio value="Air" label="Air" disabled={!air} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: roundTrip ? 3 : 2 }}>
        <DayField label="Travel date" min={today} input={form.getInputProps('ec_from_travel_date')} />
        {roundTrip && (
          <DayField label="Return date" min={afterTravel} input={form.getInputProps('ec_to_travel_date')} />
        )}
        <DayField label="Repayment date" min={afterTravel} input={form.getInputProps('ec_repayment_date')} />
      </SimpleGrid>
      <LimitAmount kind="etc" amount={amount} />
      <ReasonField label="Reason" value={form.values.ec_reason} input={form.getInputProps('ec_reason')} />
    </ApplicationForm>
  );
}

/** /etc: emergency travel cover (part 2 section 2.11). */
export default function EtcPage() {
  return (
    <FormFrame
      kind="etc"
      title="Emergency Travel Cover (ETC)"
      intro="The fund pays for an urgent trip, interest-free, and you repay it from your trust wallet by the repayment date you choose. An operator approves each application."
    >
      {(terms, onSent) => <EtcForm terms={terms} onSent={onSent} />}
    </FormFrame>
  );
}
