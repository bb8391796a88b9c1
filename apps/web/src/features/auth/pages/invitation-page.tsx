import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/**
 * A new staff member's invitation (/invitation?token=…, from the email an admin's Staff section
 * sent): they choose their password under the sign-up rules, then sign in at /login.
 */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useAcceptInvitation();

  if (!token) {
    return (
      <AuthLayout title="Your staff account">
        <Alert color="red" variant="light" title="This invitation link is incomplete" role="alert">
          Open the link from the email we sent you, or ask an admin of the fund to send a new one.
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Your staff account" subtitle="Choose the password you will sign in with.">
      <NewPasswordForm
        passwordLabel="Password"
        confirmLabel="Confirm password"
        submitLabel="Set my password"
        doneTitle="Password set"
        loginLabel="Go to login"
        pending={accept.isPending}
        save={async (password) => (await accept.mutateAsync({ token, password })).message}
      />
    </AuthLayout>
  );
}
