import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotQuerySchema } from '@trust/shared/contracts/auth';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { session } from '../../../lib/session.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmailField } from '../components/email-field.tsx';

const validate = formValidator(forgotQuerySchema);

/** Forgot password (/forgot): asks for the email and shows the server's answer. */
export default function ForgotPage() {
  const forgot = useForgotPassword();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: session.remember()?.email ?? '' },
    validate: (values) => validate({ ...values }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    const { email } = forgotQuerySchema.parse(values);
    setAnswer(null);
    try {
      const { message } = await forgot.mutateAsync(email);
      setAnswer(message);
    } catch {
      // The 'Error!' pop-up shows the server's message.
    }
  });

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <Stack gap="md">
        {answer && (
          <Alert color="teal" variant="light" title="Check your email" role="status">
            {answer}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <EmailField input={form.getInputProps('email')} />
            <Button type="submit" size="md" mt="sm" fullWidth loading={forgot.isPending}>
              Send reset link
            </Button>
            <Text ta="center" size="sm">
              Remembered it?{' '}
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
