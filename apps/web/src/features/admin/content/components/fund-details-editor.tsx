import { Alert, Button, Group, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FundDetails } from '@trust/shared';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useAdminFundDetails } from '../api/fund-details.ts';
import { useSaveFundDetails } from '../api/save-fund-details.ts';

type Field = { name: keyof FundDetails; label: string; description: string; max: number; long?: boolean };

const FIELDS: Field[] = [
  {
    name: 'legal_name',
    label: 'Registered name',
    description: 'The name of the body that runs the fund',
    max: 200,
  },
  {
    name: 'registration',
    label: 'Registration',
    description: 'The registry and number a visitor can look up',
    max: 300,
  },
  { name: 'regulator', label: 'Supervised by', description: 'Who supervises the fund, if anyone', max: 300 },
  {
    name: 'address',
    label: 'Address',
    description: 'One line per line of the address',
    max: 400,
    long: true,
  },
  { name: 'email', label: 'Enquiries email', description: 'Shown in the footer and Learn More', max: 100 },
  {
    name: 'phone',
    label: 'Phone',
    description: 'With the country code, digits only: 2348031234567',
    max: 15,
  },
  { name: 'whatsapp', label: 'WhatsApp', description: 'With the country code, digits only', max: 15 },
  {
    name: 'returns_claim',
    label: 'Returns claim',
    description:
      'A banner on the landing page and a line in Learn More about Trust Invest’s returns. Leave it empty unless the fund stands behind the figure.',
    max: 200,
  },
];

/**
 * The console's form of who runs the fund and how to reach it: every page's footer and Learn More
 * show it. A field left empty is not shown; the server's refusal names the field.
 */
export function FundDetailsEditor() {
  const details = useAdminFundDetails();
  if (details.isError)
    return (
      <ErrorState message={details.error.message} onRetry={details.refetch} retrying={details.isFetching} />
    );
  if (!details.data) return <Loader size="sm" aria-label="Loading the fund’s details" />;
  return <DetailsForm initial={details.data} />;
}

function DetailsForm({ initial }: { initial: FundDetails }) {
  const save = useSaveFundDetails();
  const form = useForm<Record<keyof FundDetails, string>>({
    initialValues: Object.fromEntries(FIELDS.map((f) => [f.name, initial[f.name] ?? ''])) as Record<
      keyof FundDetails,
      string
    >,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const res = await save.mutateAsync(values);
      toast.success(res.message);
    } catch {
      // The refusal is shown from save.error.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="The fund’s details">
      <Stack gap="sm" maw={640}>
        <Text size="sm" c="dimmed">
          Every page’s footer and the Learn More page show these details, so visitors can check who runs the
          fund before they pay.
        </Text>
        {FIELDS.map((f) =>
          f.long ? (
            <Textarea
              key={f.name}
              label={f.label}
              description={f.description}
              autosize
              minRows={3}
              maxLength={f.max}
              {...form.getInputProps(f.name)}
            />
          ) : (
            <TextInput
              key={f.name}
              label={f.label}
              description={f.description}
              maxLength={f.max}
              {...form.getInputProps(f.name)}
            />
          ),
        )}
        {save.error && (
          <Alert color="red" role="alert" title="Not saved">
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save the fund’s details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
