import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { SavingsHeader } from '@trust/shared';
import { DateText } from '../../../ui/date-text.tsx';
import { Money } from '../../../ui/money.tsx';

/**
 * The welcome after a member's first payment, under its receipt: their Trust Fund Pin (what it is
 * for), and what happens next in order — the onboarding step the Continue button leads to, the first
 * debit with its amount and date (from the server's savings header, the figure the dashboard shows),
 * and the email to verify, with the time it allows. Calm words: nothing here is a warning.
 */
export function FirstDayWelcome(props: {
  pin: string;
  /** The next joining step: the trust partner, or straight to the dashboard. */
  toTrustPartner: boolean;
  nextDebit: SavingsHeader['next_debit'] | undefined;
  /** The address still to verify, or null when verified (or not known yet). */
  verifyEmail: string | null;
}) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="first-day-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="first-day-title">
          Welcome to the Trust Fund
        </Title>
        <Stack gap={0}>
          <Text size="sm" c="dark.6">
            Your Trust Fund Pin (TFP)
          </Text>
          <Text fw={800} fz="xl" ff="monospace" data-testid="welcome-pin">
            {props.pin}
          </Text>
          <Text size="sm">
            Keep it: it is your member code. Use it as the narration when you pay the fund by bank transfer,
            and give it to a friend who wants you as their trust partner.
          </Text>
        </Stack>
        <Text fw={600} size="sm">
          What happens next
        </Text>
        <List type="ordered" size="sm" spacing={4} data-testid="welcome-next">
          {props.toTrustPartner && (
            <List.Item>Choose a trust partner and invite people you trust (the next step).</List.Item>
          )}
          {props.nextDebit && (
            <List.Item>
              Your first weekly debit: <Money naira={props.nextDebit.amount} fw={700} /> on{' '}
              <DateText value={props.nextDebit.date} fw={700} data-testid="welcome-first-debit" />, from the
              card you just paid with. Keep that amount on the card the day before.
            </List.Item>
          )}
          {props.verifyEmail && (
            <List.Item>
              Open the link we sent to <b>{props.verifyEmail}</b> to verify your email address within 24
              hours. Your dashboard shows the time left and can send a new link.
            </List.Item>
          )}
          <List.Item>Your dashboard shows your savings, your weeks paid and your next debit.</List.Item>
        </List>
      </Stack>
    </Card>
  );
}
