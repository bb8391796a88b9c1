import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { updateInviteStatus } from '../../../api/update-invite-status.ts';
import { paths } from '../../../config/paths.ts';
import { useBlockBack } from '../../../lib/use-block-back.ts';
import { InviteEmailRows, InviteRefusal } from '../../../ui/invite-email-rows.tsx';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { toast } from '../../../ui/toast.ts';
import { useInviteEmails } from '../../../ui/use-invite-emails.ts';

/**
 * /trustnetwork (part 1 sections 2 and 5): invite friends by email with your referral link. Rows are
 * checked as they are left; duplicates give the spec's toast; the server marks already registered
 * emails. Every other error is shown beside the fields (an empty list on the first field, a refused
 * call above Submit); success is a toast on the way on. "I'll do it later" moves on. Back is blocked.
 */
export default function InviteFriendsPage() {
  useBlockBack();
  const navigate = useNavigate();
  const invites = useInviteEmails({
    emptyIsErrorOnBlur: true,
    sent: async () => {
      await updateInviteStatus('invite').catch(() => undefined);
      toast.success('Your invitations have been sent');
      navigate(paths.success, { replace: true });
    },
  });

  const later = async () => {
    await updateInviteStatus('skip').catch(() => undefined);
    navigate(paths.success, { replace: true });
  };

  return (
    <Container component="main" size={520} py="xl" px="md">
      <Stack gap="md">
        <JoiningStepper step="invite" />
        <Title order={1} fz="h2">
          Invite friends
        </Title>
        <Text c="dimmed">Build your trust network: we email each friend your referral link.</Text>
        <InviteEmailRows invites={invites} label={(n) => `Friend's email ${n}`} />
        <Button variant="light" onClick={invites.add} disabled={!invites.canAdd}>
          Add more
        </Button>
        <InviteRefusal invites={invites} />
        <Group grow>
          <Button variant="default" onClick={later}>
            I'll do it later
          </Button>
          <Button
            onClick={invites.submit}
            loading={invites.busy}
            disabled={invites.rows.some((r) => r.error)}
          >
            Submit
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
