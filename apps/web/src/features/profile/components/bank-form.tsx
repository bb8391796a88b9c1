import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BankForm as BankValues, bankFormSchema } from '@trust/shared';
import { formValidator } from '../../../lib/form-validation.ts';
import type { ProfileView } from '../api/profile.ts';

/** The bank form: where cash-outs and redemptions are paid (part 2 section 5). */
export function BankForm(props: { profile: ProfileView; saving: boolean; onSave: (v: BankValues) => void }) {
  const p = props.profile;
  const form = useForm<BankValues>({
    mode: 'uncontrolled',
    initialValues: {
      bankname: p.up_bank_name ?? '',
      accountholdername: p.up_bank_holder_name ?? '',
      accountnumber: p.up_account_number ?? '',
    },
    validate: formValidator(bankFormSchema),
  });
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((v) => props.onSave(bankFormSchema.parse(v)))} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Bank details
          </Title>
          <Text size="sm" c="dimmed">
            Cash-outs and redeemed earnings are paid into this account.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Bank name"
              name="bankname"
              maxLength={50}
              withAsterisk
              key={form.key('bankname')}
              {...form.getInputProps('bankname')}
            />
            <TextInput
              label="Account holder name"
              name="accountholdername"
              maxLength={50}
              withAsterisk
              key={form.key('accountholdername')}
              {...form.getInputProps('accountholdername')}
            />
            <TextInput
              label="Account number"
              name="accountnumber"
              inputMode="numeric"
              maxLength={16}
              withAsterisk
              key={form.key('accountnumber')}
              {...form.getInputProps('accountnumber')}
            />
          </SimpleGrid>
          <Button type="submit" loading={props.saving} w="fit-content">
            Save bank details
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
