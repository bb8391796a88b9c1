import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Progress,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DashboardResponse, MeetingEvent } from '@trust/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DateText } from '../../../ui/date-text.tsx';
import { weeksUntil } from '../format.ts';

/** Profile completeness checklist (part 2 section 2.3), each item with where to finish it. */
function Checklist(props: { profile: DashboardResponse['profile'] }) {
  const p = props.profile;
  const items = [
    { done: p.email_verified === 1, label: 'Verify your email address', to: paths.dashboard },
    { done: p.update_profile_user_info === 1, label: 'Complete your profile', to: paths.profile },
    { done: p.bank_info === 1, label: 'Add your bank details', to: paths.profile },
    { done: p.trust_rating_network === 1, label: 'Build your trust network', to: paths.buildnetwork },
  ];
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Title order={2} fz="h5">
          Profile completeness
        </Title>
        <Text fw={700} data-testid="profile-percentage">
          {p.profile_percentage}%
        </Text>
      </Group>
      <Progress value={p.profile_percentage} aria-label="Profile completeness" />
      <List spacing={4} size="sm" listStyleType="none" p={0}>
        {items.map((i) => (
          <List.Item key={i.label}>
            <Text span c={i.done ? 'teal.9' : 'red.9'} fw={600} mr={6} aria-hidden>
              {i.done ? '✓' : '✗'}
            </Text>
            {i.done ? (
              <Text span size="sm">
                {i.label} (done)
              </Text>
            ) : (
              <Anchor component={Link} to={i.to} size="sm">
                {i.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Weeks until the cash-out window, or the cash-out season notice while it is open. */
function Countdown(props: { from: string | null; open: boolean; now: Date; awaitingTransfer: boolean }) {
  if (props.open) {
    return (
      <Alert color="teal" title="Cashout season">
        It is cashout season: you can cash out your contributions until the end of your cycle.
      </Alert>
    );
  }
  // Say why there is no count rather than show an empty box.
  if (props.awaitingTransfer || !props.from) {
    return (
      <Stack gap={4} data-testid="cashout-countdown-why">
        <Title order={2} fz="h5">
          Weeks to cashout
        </Title>
        <Text size="sm">
          {props.awaitingTransfer
            ? 'Your weeks to cashout start counting when an operator confirms your bank transfer and your plan starts.'
            : 'Your weeks to cashout start counting when you start a plan.'}
        </Text>
      </Stack>
    );
  }
  const weeks = weeksUntil(props.from, props.now);
  return (
    <Text size="sm" data-testid="cashout-countdown">
      <Text span fw={700} fz="lg">
        {weeks}
      </Text>{' '}
      {weeks === 1 ? 'week' : 'weeks'} to cashout
    </Text>
  );
}

export function RightPanel(props: {
  dashboard: DashboardResponse;
  meetings: MeetingEvent[];
  onAttend: (id: number) => void;
  attending: number | null;
}) {
  const d = props.dashboard;
  return (
    <Stack gap="sm">
      <Card withBorder radius="md" p="md">
        <Checklist profile={d.profile} />
      </Card>
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="h5" mb={4}>
          Trust rating
        </Title>
        <div role="img" aria-label={`Trust rating ${d.rating.rating_count} of 5 stars`}>
          <Rating value={d.rating.rating_count} readOnly count={5} />
        </div>
        <Text size="xs" c="dimmed" mt={4}>
          {d.rating.rating_count} of 5 stars
        </Text>
      </Card>
      {/* The savings header carries the one countdown when there is one; this card only says why not. */}
      {!d.savings && (
        <Card withBorder radius="md" p="md">
          <Countdown
            from={d.u_cashout_from}
            open={d.cashout_status === 1}
            now={new Date()}
            awaitingTransfer={d.awaited_transfer != null}
          />
        </Card>
      )}
      <Card withBorder radius="md" p="md">
        <Title order={2} fz="h5" mb="xs">
          Network meetings
        </Title>
        {props.meetings.length === 0 && (
          <Text size="sm" c="dimmed">
            No meetings planned yet.
          </Text>
        )}
        <Stack gap="sm">
          {props.meetings.map((m) => (
            <Stack key={m.ev_id} gap={2}>
              <Text fw={600}>{m.ev_name}</Text>
              <Text size="sm">{m.ev_about}</Text>
              <Text size="sm" c="dimmed">
                <DateText value={m.event_date} relative data-testid="meeting-date" /> at {m.event_time},{' '}
                {m.ev_address}
              </Text>
              <Button
                size="xs"
                variant={m.attending ? 'light' : 'filled'}
                disabled={m.attending}
                loading={props.attending === m.ev_id}
                onClick={() => props.onAttend(m.ev_id)}
                w="fit-content"
                aria-label={m.attending ? `Attending ${m.ev_name}` : `Attend ${m.ev_name}`}
              >
                {m.attending ? 'Attending' : 'Attend'}
              </Button>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
