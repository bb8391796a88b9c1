import { Alert, Button, Flex, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordFormSchema } from '@trust/shared/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';

const validate = formValidator(changePasswordFormSchema);

/**
 * Password change (/changepassword, part 2 sections 2.14 and 5): old, new and confirm. On success
 * the server signs out the member's other devices; this one stays and goes to /dashboard after 3 seconds.
 */
export default function ChangePasswordPage() {
  const change = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const redirect = useRedirectAfter(paths.dashboard);
  const form = useForm({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validate: (values) => validate({ ...values }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.new_password !== previous.new_password && form.isTouched('confirm_password'))
        form.validateField('confirm_password');
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { old_password, new_password } = changePasswordFormSchema.parse(values);
    try {
      const { message } = await change.mutateAsync({ old_password, new_password });
      setDone(message);
      form.reset();
      redirect.start();
    } catch {
      // The 'Error!' pop-up shows the server's message (for example a wrong old password).
    }
  });

  return (
    <Stack p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Change Password
        </Title>
        <Text c="dimmed">Your other devices will be signed out when you change it.</Text>
      </Stack>
      {done && (
        <Alert color="teal" variant="light" title="Password changed" role="status">
          {done} Taking you to your dashboard...
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label="Old password"
              withAsterisk
              autoComplete="current-password"
              maxLength={40}
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label="New password"
              withAsterisk
              autoComplete="new-password"
              maxLength={40}
              description="At least 8 characters, with a letter and a number"
              {...form.getInputProps('new_password')}
            />
            <PasswordInput
              label="Confirm new password"
              withAsterisk
              autoComplete="new-password"
              maxLength={40}
              {...form.getInputProps('confirm_password')}
            />
            {/* Side by side on wide screens; stacked full width on a phone, the main action on top. */}
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="sm">
              <Button component={Link} to={paths.profile} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={change.isPending} disabled={Boolean(done)}>
                Change Password
              </Button>
            </Flex>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
