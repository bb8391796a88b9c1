import { Alert, Button, Group, Stack, Text } from '@mantine/core';

const HOUR_MS = 3_600_000;

/** "23 hours left", "40 minutes left": the time left to verify, or null once it has passed. */
function timeLeft(by: string, now: Date): string | null {
  const ms = new Date(by).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  if (ms >= HOUR_MS) {
    const h = Math.floor(ms / HOUR_MS);
    return `${h} ${h === 1 ? 'hour' : 'hours'} left`;
  }
  const m = Math.max(1, Math.floor(ms / 60_000));
  return `${m} ${m === 1 ? 'minute' : 'minutes'} left`;
}

/**
 * The email verification reminder as a banner at the top of the dashboard, never a dialog in the way:
 * where the link went, the time left of the 24 hours, and a button that sends a new link, saying on
 * the spot that it was sent (or why not). Past the 24 hours it says what happens next time they sign
 * in, and that a new link fixes it (docs/domain-rules.md, "A calm first day").
 */
export function VerifyEmailBanner(props: {
  email: string;
  verifyBy: string;
  now: Date;
  resending: boolean;
  sent: boolean;
  error: string | null;
  onResend: () => void;
}) {
  const left = timeLeft(props.verifyBy, props.now);
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Verify your email address"
      data-testid="verify-email-banner"
      role="region"
      aria-label="Verify your email address"
    >
      <Stack gap="xs">
        <Text size="sm" c="dark.8">
          We sent a link to <b>{props.email}</b>. Open it to verify your address
          {left ? (
            <>
              {' '}
              — <b data-testid="verify-time-left">{left}</b> of the 24 hours after registering.
            </>
          ) : (
            '. Your 24 hours have passed: next time you sign in you will be asked to verify first, so open the newest link.'
          )}
        </Text>
        <Group gap="sm">
          <Button size="xs" variant="default" loading={props.resending} onClick={props.onResend}>
            Resend verification email
          </Button>
          {props.sent && (
            <Text size="sm" c="dark.8" role="status">
              A new link is on its way. It may take a few minutes; check your spam folder too.
            </Text>
          )}
          {props.error && (
            <Text size="sm" c="red.9" role="alert">
              {props.error}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
