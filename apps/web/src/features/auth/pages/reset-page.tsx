import { Alert, Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** Reset password (/reset?userid=<token>): a new password and its confirmation, then /login after 3 seconds. */
export default function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('userid') ?? '';
  const reset = useResetPassword();

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
      <NewPasswordForm
        passwordLabel="New password"
        confirmLabel="Confirm new password"
        submitLabel="Reset password"
        doneTitle="Password changed"
        loginLabel="Back to login"
        pending={reset.isPending}
        save={async (password) => (await reset.mutateAsync({ userid: token, password })).message}
      />
    </AuthLayout>
  );
}
