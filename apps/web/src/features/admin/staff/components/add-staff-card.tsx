import { Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type NewStaffBody, newStaffBodySchema, STAFF_ROLE_LABELS, STAFF_ROLES } from '@trust/shared';
import { ApiCallError } from '../../../../lib/api-client.ts';
import { formValidator } from '../../../../lib/form-validation.ts';
import { useAddStaff } from '../api/add-staff.ts';

export const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));

/**
 * Adds a staff member: their name, email and role. They receive an invitation whose link sets their
 * password; the admin role is proposed instead, for a second admin to approve.
 */
export function AddStaffCard() {
  const add = useAddStaff();
  const form = useForm<NewStaffBody>({
    mode: 'controlled',
    initialValues: { full_name: '', email: '', role: 'support' },
    validate: formValidator(newStaffBodySchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
    } catch (e) {
      if (e instanceof ApiCallError) form.setFieldError('email', e.message);
    }
  });
  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={submit} noValidate aria-label="Add a staff member">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Add a staff member
          </Title>
          <Text size="sm" c="dark.5">
            They get an email with a link to choose their password (it works once, for 72 hours). Support
            staff answer the customer-care chat; experts answer their own. The admin role needs a second
            admin’s approval.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Full name" withAsterisk {...form.getInputProps('full_name')} />
            <TextInput label="Email address" type="email" withAsterisk {...form.getInputProps('email')} />
            <Select
              label="Role"
              withAsterisk
              data={ROLE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
            {form.values.role === 'admin' ? 'Propose as admin' : 'Send invitation'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
