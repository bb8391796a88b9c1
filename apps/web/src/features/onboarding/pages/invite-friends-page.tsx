import { ActionIcon, Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { inviteEmailField, ONBOARDING_MESSAGES } from '@trust/shared/contracts/onboarding';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { updateInviteStatus } from '../../../api/update-invite-status.ts';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { useBlockBack } from '../../../lib/use-block-back.ts';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { toast } from '../../../ui/toast.ts';
import { inviteUsers } from '../api/invite-users.ts';

interface Row {
  id: number;
  email: string;
  error: string | null;
}

const check = (email: string) => {
  const r = inviteEmailField().safeParse(email);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};

/**
 * /trustnetwork (part 1 sections 2 and 5): invite friends by email with your referral link. Rows are
 * checked as they are left; duplicates give the spec's toast; the server marks already registered
 * emails. Every other error is shown beside the fields (an empty list on the first field, a refused
 * call above Submit); success is a toast on the way on. "I'll do it later" moves on. Back is blocked.
 */
export default function InviteFriendsPage() {
  useBlockBack();
  const navigate = useNavigate();
  const formId = useId();
  const [rows, setRows] = useState<Row[]>([{ id: 0, email: '', error: null }]);
  const [nextId, setNextId] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const update = (id: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const later = async () => {
    await updateInviteStatus('skip').catch(() => undefined);
    navigate(paths.success, { replace: true });
  };

  const submit = async () => {
    setRefused(null);
    const checked = rows.map((r) => ({ ...r, email: r.email.trim(), error: check(r.email) }));
    if (checked.every((r) => r.email === '')) {
      // Said on the first field, where the first email goes.
      setRows(checked.map((r, i) => ({ ...r, error: i === 0 ? ONBOARDING_MESSAGES.emailsRequired : null })));
      document.getElementById(`${formId}-email-0`)?.focus();
      return;
    }
    setRows(checked);
    if (checked.some((r) => r.error)) return;
    const emails = checked.map((r) => r.email.toLowerCase());
    if (new Set(emails).size !== emails.length) {
      toast.warn(ONBOARDING_MESSAGES.duplicateEmails);
      return;
    }
    setBusy(true);
    try {
      await inviteUsers(checked.map((r, index) => ({ email: r.email, index })));
      await updateInviteStatus('invite').catch(() => undefined);
      toast.success('Your invitations have been sent');
      navigate(paths.success, { replace: true });
    } catch (e) {
      const data = e instanceof ApiCallError ? e.data : null;
      if (Array.isArray(data)) {
        setRows((rs) =>
          rs.map((r, index) =>
            (data as { index: number; status: number }[]).some((d) => d.index === index && d.status === 1)
              ? { ...r, error: ONBOARDING_MESSAGES.emailRegistered }
              : r,
          ),
        );
      } else if (e instanceof ApiCallError && e.message === ONBOARDING_MESSAGES.duplicateEmails) {
        toast.warn(e.message);
      } else if (e instanceof ApiCallError) {
        setRefused(e.message);
      }
      setBusy(false);
    }
  };

  return (
    <Container component="main" size={520} py="xl" px="md">
      <Stack gap="md">
        <JoiningStepper step="invite" />
        <Title order={1} fz="h2">
          Invite friends
        </Title>
        <Text c="dimmed">Build your trust network: we email each friend your referral link.</Text>
        {rows.map((r, i) => (
          <Group key={r.id} align="flex-start" wrap="nowrap">
            <TextInput
              id={`${formId}-email-${i}`}
              style={{ flex: 1 }}
              label={`Friend's email ${i + 1}`}
              type="email"
              value={r.email}
              error={r.error}
              onChange={(e) => update(r.id, { email: e.currentTarget.value, error: null })}
              onBlur={(e) => update(r.id, { error: check(e.currentTarget.value) })}
            />
            {rows.length > 1 && (
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={`Remove email ${i + 1}`}
                onClick={() => setRows((rs) => rs.filter((x) => x.id !== r.id))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Button
          variant="light"
          onClick={() => {
            setRows((rs) => [...rs, { id: nextId, email: '', error: null }]);
            setNextId((n) => n + 1);
          }}
          disabled={rows.length >= 20}
        >
          Add more
        </Button>
        {refused && (
          <Alert color="red" variant="light" title="Your invitations were not sent" role="alert">
            {refused}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={later}>
            I'll do it later
          </Button>
          <Button onClick={submit} loading={busy} disabled={rows.some((r) => r.error)}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
