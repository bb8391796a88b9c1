import {
  Alert,
  Button,
  Card,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADJUSTMENT_LABELS,
  ADJUSTMENT_TYPES,
  type AdjustmentBody,
  type AdjustmentType,
  adjustmentBodySchema,
  FUND_ACCOUNT_LABELS,
} from '@trust/shared';
import { useEffect, useState } from 'react';
import { useProposeAdjustment } from '../api/propose-adjustment.ts';

type Fields = Record<string, string>;
const EMPTY: Fields = {
  entry_id: '',
  tfp: '',
  to_tfp: '',
  amount: '',
  to: 'contributions',
  what: 'loan',
  debit: 'asset:bank',
  credit: 'equity:fund',
  reason: '',
};
const ACCOUNT_HINT = "A fund account's code, or a member's as TFP0123456789:contributions";
const FUND_ACCOUNTS = Object.entries(FUND_ACCOUNT_LABELS)
  .map(([code, label]) => `${code} (${label})`)
  .join('; ');

/** The body the chosen kind sends, from the form's fields. */
function bodyOf(type: AdjustmentType, f: Fields): Record<string, unknown> {
  switch (type) {
    case 'reversal':
      return { type, entry_id: f.entry_id, reason: f.reason };
    case 'fee-refund':
      return { type, tfp: f.tfp, amount: f.amount, to: f.to, reason: f.reason };
    case 'payment-move':
      return { type, entry_id: f.entry_id, to_tfp: f.to_tfp, reason: f.reason };
    case 'write-off':
      return { type, tfp: f.tfp, what: f.what, amount: f.amount, reason: f.reason };
    default:
      return { type, debit: f.debit, credit: f.credit, amount: f.amount, reason: f.reason };
  }
}

/**
 * Proposes a correction: its kind, what it needs, and the reason. The same schema as the server
 * checks it first, so a message under a field is the one the API would answer; the ledger's own
 * refusals (a floor, an entry already reversed) come back from the server.
 */
export function AdjustmentForm(props: { preset: { type: AdjustmentType; entryId: number } | null }) {
  const propose = useProposeAdjustment();
  const [type, setType] = useState<AdjustmentType>('reversal');
  const [f, setF] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!props.preset) return;
    setType(props.preset.type);
    setF((old) => ({ ...old, entry_id: String(props.preset?.entryId ?? '') }));
    setErrors({});
  }, [props.preset]);
  const field = (name: string) => ({
    value: f[name] ?? '',
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setF((old) => ({ ...old, [name]: value }));
    },
  });
  const select = (name: string) => ({
    value: f[name] ?? '',
    error: errors[name],
    allowDeselect: false,
    onChange: (v: string | null) => setF((old) => ({ ...old, [name]: v ?? '' })),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    const body = bodyOf(type, f);
    const parsed = adjustmentBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) {
        const key = String(i.path[0] ?? 'reason');
        next[key] ??= i.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    propose.mutate(body as AdjustmentBody, {
      onSuccess: (res) => {
        setDone(`${res.message} Reference ${res.data.reference}.`);
        setF(EMPTY);
      },
    });
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={submit} noValidate aria-label="Propose a correction">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Propose a correction
          </Title>
          <Select
            label="Kind of correction"
            data={ADJUSTMENT_TYPES.map((t) => ({ value: t, label: ADJUSTMENT_LABELS[t] }))}
            value={type}
            onChange={(v) => {
              setType((v as AdjustmentType | null) ?? 'reversal');
              setErrors({});
            }}
            allowDeselect={false}
          />
          {(type === 'reversal' || type === 'payment-move') && (
            <TextInput label="Journal entry number" inputMode="numeric" withAsterisk {...field('entry_id')} />
          )}
          {type === 'payment-move' && (
            <TextInput label="The right member's TFP" withAsterisk maxLength={13} {...field('to_tfp')} />
          )}
          {(type === 'fee-refund' || type === 'write-off') && (
            <TextInput label="Member's TFP" withAsterisk maxLength={13} {...field('tfp')} />
          )}
          {type === 'fee-refund' && (
            <Select
              label="Give it back to"
              data={[
                { value: 'contributions', label: 'Their contributions' },
                { value: 'earnings', label: 'Their earnings' },
              ]}
              {...select('to')}
            />
          )}
          {type === 'write-off' && (
            <Select
              label="Write off"
              data={[
                { value: 'loan', label: 'Loan' },
                { value: 'pop', label: 'POP' },
                { value: 'etc', label: 'ETC' },
              ]}
              {...select('what')}
            />
          )}
          {type === 'manual' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Debit account"
                  description={ACCOUNT_HINT}
                  withAsterisk
                  {...field('debit')}
                />
                <TextInput
                  label="Credit account"
                  description={ACCOUNT_HINT}
                  withAsterisk
                  {...field('credit')}
                />
              </SimpleGrid>
              <Text size="xs" c="dark.5">
                The fund’s accounts: {FUND_ACCOUNTS}.
              </Text>
            </>
          )}
          {type !== 'reversal' && type !== 'payment-move' && (
            <TextInput
              label="Amount (₦)"
              inputMode="decimal"
              withAsterisk
              maxLength={20}
              {...field('amount')}
            />
          )}
          <Textarea label="Reason" withAsterisk autosize minRows={2} maxLength={300} {...field('reason')} />
          {propose.isError && (
            <Alert color="red" variant="light" role="alert">
              {propose.error.message}
            </Alert>
          )}
          {done && (
            <Alert color="teal" variant="light" role="status">
              {done}
            </Alert>
          )}
          <Button type="submit" loading={propose.isPending} style={{ alignSelf: 'flex-start' }}>
            Propose
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
