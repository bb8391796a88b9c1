import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DELIVERY_LOCATION_MAX,
  POP_ETC_MESSAGES,
  POP_ETC_REASON_MAX,
  POP_ITEM_NAME_MAX,
  type PopApplyBody,
  type PopEtcTerms,
  popApplyBodySchema,
} from '@trust/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { moneyText } from '../../../ui/money-text.ts';
import { useApplyPop } from '../api/apply-pop.ts';
import { usePopItems } from '../api/pop-items.ts';
import { FormFrame } from '../components/form-frame.tsx';
import { SuccessCountdown } from '../components/success-countdown.tsx';
import { lagosToday, toApiDay } from '../form-dates.ts';
import { showServerError } from '../server-errors.ts';

interface PopValues {
  pr_item_id: string;
  pr_item_name: string;
  /** The date input holds YYYY-MM-DD; the call sends MM/DD/YYYY. */
  pr_repayment_date: string;
  pr_reason_item_purchase: string;
  pr_delivery_location: string;
}

const FIELDS = [
  'pr_item_id',
  'pr_item_name',
  'pr_repayment_date',
  'pr_reason_item_purchase',
  'pr_delivery_location',
];

const toBody = (v: PopValues, amount: number): PopApplyBody => ({
  ...v,
  pr_item_id: v.pr_item_id ? Number(v.pr_item_id) : '',
  pr_item_amount: amount,
  pr_repayment_date: toApiDay(v.pr_repayment_date),
});

/** The POP form (part 2 sections 2.11, 3 and 5), for a member who may apply. */
function PopForm({ terms, onDone }: { terms: PopEtcTerms; onDone: () => void }) {
  const { amount } = terms.pop;
  const items = usePopItems();
  const apply = useApplyPop();
  const [failure, setFailure] = useState<string | null>(null);
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

  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    apply.mutate(toBody(values, amount), {
      onSuccess: onDone,
      onError: (e) => setFailure(showServerError(form, e, FIELDS)),
    });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-label="Purchase order power application">
        <Stack gap="md">
          {failure && (
            <Alert color="red" title="Your application was not sent">
              {failure}
            </Alert>
          )}
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
            <TextInput
              label="Amount"
              description="Your plan's POP limit. It cannot be changed."
              value={moneyText({ naira: amount })}
              readOnly
              data-testid="pop-amount"
            />
            <TextInput
              label="Repayment date"
              type="date"
              min={today}
              withAsterisk
              {...form.getInputProps('pr_repayment_date')}
            />
          </SimpleGrid>
          <TextInput
            label="Delivery location"
            autoComplete="street-address"
            maxLength={DELIVERY_LOCATION_MAX}
            withAsterisk
            {...form.getInputProps('pr_delivery_location')}
          />
          <Textarea
            label="Reason for the purchase"
            withAsterisk
            autosize
            minRows={3}
            maxLength={POP_ETC_REASON_MAX}
            description={`${form.values.pr_reason_item_purchase.length} of ${POP_ETC_REASON_MAX} characters`}
            {...form.getInputProps('pr_reason_item_purchase')}
          />
          <Group gap="sm">
            <Button type="submit" loading={apply.isPending}>
              Apply
            </Button>
            <Button component={Link} to={paths.dashboard} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /pop: purchase order power (part 2 section 2.11). */
export default function PopPage() {
  const [done, setDone] = useState(false);
  return (
    <FormFrame
      kind="pop"
      done={done}
      title="Purchase Order Power (POP)"
      intro="The fund buys an item for your business, interest-free, and you repay it from your trust wallet by the repayment date you choose. An operator approves each application."
    >
      {(terms) =>
        done ? (
          <SuccessCountdown title="POP application sent" message={POP_ETC_MESSAGES.applied('POP')} />
        ) : (
          <PopForm terms={terms} onDone={() => setDone(true)} />
        )
      }
    </FormFrame>
  );
}
