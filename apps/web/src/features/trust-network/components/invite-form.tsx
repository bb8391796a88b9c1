import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { InviteEmailRows, InviteRefusal } from '../../../ui/invite-email-rows.tsx';
import { toast } from '../../../ui/toast.ts';
import { useInviteEmails } from '../../../ui/use-invite-emails.ts';

/**
 * Invite people by email (part 2 section 2.9, /buildnetwork; the call and rules of /inviteusers): each
 * gets my referral link. An email that already belongs to a member is marked 'Email already registered'
 * and nothing is sent; duplicates give the spec's toast; success is a toast and a fresh form.
 */
export function InviteForm() {
  const invites = useInviteEmails({
    emptyIsErrorOnBlur: false,
    sent: (message) => {
      toast.success(message);
      invites.clear();
    },
  });

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="invite-people">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="invite-people">
          Invite people by email
        </Title>
        <Text size="sm" c="dark.6">
          We email each person your trust link. Up to 20 at a time.
        </Text>
        <InviteEmailRows invites={invites} label={(n) => `Email ${n}`} />
        <InviteRefusal invites={invites} />
        <Group justify="space-between" gap="sm">
          <Button variant="light" onClick={invites.add} disabled={!invites.canAdd}>
            Add another email
          </Button>
          <Button onClick={invites.submit} loading={invites.busy}>
            Send invitations
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
