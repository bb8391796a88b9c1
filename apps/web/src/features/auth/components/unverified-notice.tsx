import { Alert, Button, Text } from '@mantine/core';
import { useResendVerification } from '../../../api/resend-verification.ts';

/**
 * Shown when the login answers that the email is still unverified past the 24-hour window
 * (part 2 section 4.1): the server's message and a button that mails a new verification link.
 */
export function UnverifiedNotice({ message, email }: { message: string; email: string }) {
  const resend = useResendVerification();
  return (
    <Alert color="red" variant="light" title="Verify your email address" role="alert">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button
        size="sm"
        loading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate(email)}
      >
        {resend.isSuccess ? 'Verification email sent' : 'Resend verification'}
      </Button>
    </Alert>
  );
}
