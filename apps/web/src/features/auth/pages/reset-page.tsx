import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetFormSchema } from '@trust/shared/contracts/auth';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useRedirectAfter } from '../use-redirect-after.ts';

const validate = formValidator(resetFormSchema);

/** Reset password (/reset?userid=<token>): a new password and its confirmation, then /login after 3 seconds. */
export default function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('userid') ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const redirect = useRedirectAfter(paths.login);
  const form = useForm({
    initialValues: { password: '', confirmpassword: '' },
    validate: (values) => validate({ ...values }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && form.isTouched('confirmpassword'))
        form.validateField('confirmpassword');
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { password } = resetFormSchema.parse(values);
    try {
      const { message } = await reset.mutateAsync({ userid: token, password });
      setDone(message);
      redirect.start();
    } catch {
      // The 'Error!' pop-up shows the server's message (for example an expired link).
    }
  });

  if (!token) {
    return (
      <AuthLayout title="Reset password">
        <Alert color="red" variant="light" title="This reset link is incomplete" role="alert">
          Open the link from the email we sent you, or ask for a new one.
        </Alert>
        <Button component={Link} to={paths.forgot} mt="md" fullWidth>
          Ask for a new link
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset password" subtitle="Choose a new password for your account.">
      <Stack gap="md">
        {done && (
          <Alert color="teal" variant="light" title="Password changed" role="status">
            {done} Taking you to the login page...
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label="New password"
              withAsterisk
              autoComplete="new-password"
              maxLength={40}
              description="At least 8 characters, with a letter and a number"
              disabled={Boolean(done)}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm new password"
              withAsterisk
              autoComplete="new-password"
              maxLength={40}
              disabled={Boolean(done)}
              {...form.getInputProps('confirmpassword')}
            />
            <Button
              type="submit"
              size="md"
              mt="sm"
              fullWidth
              loading={reset.isPending}
              disabled={Boolean(done)}
            >
              Reset password
            </Button>
            <Text ta="center" size="sm">
              <Anchor component={Link} to={paths.login} fw={600}>
                Back to login
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
