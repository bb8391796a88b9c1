import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DELIVERY_LOCATION_MAX,
  POP_ETC_MESSAGES,
  POP_ITEM_NAME_MAX,
  type PopApplyBody,
  type PopEtcTerms,
  popApplyBodySchema,
} from '@trust/shared';
import { useMemo } from 'react';
import { formValidator } from '../../../lib/form-validation.ts';
import { useApplyPop } from '../api/apply-pop.ts';
import { usePopItems } from '../api/pop-items.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { DayField } from '../components/day-field.tsx';
import { FormFrame } from '../components/form-frame.tsx';
import { LimitAmount } from '../components/limit-amount.tsx';
import { ReasonField } from '../components/reason-field.tsx';
import { lagosToday, toApiDay } from '../form-dates.ts';
import { useApplicationSubmit } from '../use-application-submit.ts';

interface PopValues {
  pr_item_id: string;
  pr_item_name: string;
  /** The date input holds YYYY-MM-DD; the call sends MM/DD/YYYY. */
  pr_repayment_date: string;
  pr_reason_item_purchase: string;
  pr_delivery_location: string;
}

const toBody = (v: PopValues, amount: number): PopApplyBody => ({
  ...v,
  pr_item_id: v.pr_item_id ? Number(v.pr_item_id) : '',
  pr_item_amount: amount,
  pr_repayment_date: toApiDay(v.pr_repayment_date),
});

/** The POP form (part 2 sections 2.11, 3 and 5), for a member who may apply. */
function PopForm({ terms, onSent }: { terms: PopEtcTerms; onSent: () => void }) {
  const { amount } = terms.pop;
  const items = usePopItems();
  const apply = useApplyPop();
  const today = lagosToday();
  const validator = useMemo(() => formValidator(popApplyBodySchema), []);
  const form = useForm<PopValues>({
    mode: 'controlled',
    initialValues: {
      pr_item_id: '',
      pr_item_name: '',
      pr_repayment_date: '',
      pr_reason_item_purchase: '',
      pr_delivery_location: '',
    },
    validate: (values) => {
      const errors: Record<string, string> = validator(toBody(values, amount));
      if (values.pr_repayment_date && values.pr_repayment_date < today)
        errors.pr_repayment_date ??= POP_ETC_MESSAGES.pastRepayment;
      return errors;
    },
    validateInputOnBlur: true,
  });
  const submit = useApplicationSubmit({ form, apply, body: (v) => toBody(v, amount), onSent });

  return (
    <ApplicationForm label="Purchase order power application" {...submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Item"
          placeholder="Choose the kind of item"
          data={(items.data ?? []).map((i) => ({ value: String(i.pop_item_id), label: i.pop_item_name }))}
          withAsterisk
          disabled={items.isPending}
          {...form.getInputProps('pr_item_id')}
        />
        <TextInput
          label="Item name"
          description="The exact item, e.g. HP laptop, 15 inch"
          maxLength={POP_ITEM_NAME_MAX}
          withAsterisk
          {...form.getInputProps('pr_item_name')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LimitAmount kind="pop" amount={amount} />
        <DayField label="Repayment date" min={today} input={form.getInputProps('pr_repayment_date')} />
      </SimpleGrid>
      <TextInput
        label="Delivery location"
        autoComplete="street-address"
        maxLength={DELIVERY_LOCATION_MAX}
        withAsterisk
        {...form.getInputProps('pr_delivery_location')}
      />
      <ReasonField
        label="Reason for the purchase"
        value={form.values.pr_reason_item_purchase}
        input={form.getInputProps('pr_reason_item_purchase')}
      />
    </ApplicationForm>
  );
}

/** /pop: purchase order power (part 2 section 2.11). */
export default function PopPage() {
  return (
    <FormFrame
      kind="pop"
      title="Purchase Order Power (POP)"
      intro="The fund buys an item for your business, interest-free, and you repay it from your trust wallet by the repayment date you choose. An operator approves each application."
    >
      {(terms, onSent) => <PopForm terms={terms} onSent={onSent} />}
    </FormFrame>
  );
}
