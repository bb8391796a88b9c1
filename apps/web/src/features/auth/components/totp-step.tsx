import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { TOTP_MESSAGES } from '@trust/shared/contracts/totp';
import { useState } from 'react';

/**
 * The second step of an operator's sign-in, once they use two-step sign-in: the 6-digit code their
 * authenticator app shows. `onCode` signs in with it and answers the refusal to show, if any.
 */
export function TotpStep(props: {
  onCode: (code: string) => Promise<string | null>;
  onBack: () => void;
  busy: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setRefused(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError(TOTP_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    const answer = await props.onCode(digits);
    if (answer) {
      setRefused(answer);
      setCode('');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>{TOTP_MESSAGES.codeNeeded}.</Text>
        {refused && (
          <Alert color="red" variant="light" title="Could not log in" role="alert">
            {refused}
          </Alert>
        )}
        <TextInput
          label="Authentication code"
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="md" mt="sm" fullWidth loading={props.busy}>
          Verify and log in
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={props.onBack} fw={600}>
            Back to email and password
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
