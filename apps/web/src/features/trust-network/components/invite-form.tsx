import { ActionIcon, Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { inviteEmailField, ONBOARDING_MESSAGES } from '@trust/shared/contracts/onboarding';
import { useId, useState } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast.ts';
import { invitePeople } from '../api/invite-people.ts';

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
 * Invite people by email (part 2 section 2.9, /buildnetwork; the call and rules of /inviteusers): each
 * gets my referral link. An email that already belongs to a member is marked 'Email already registered'
 * and nothing is sent; duplicates give the spec's toast; success is a toast and a fresh form.
 */
export function InviteForm() {
  const formId = useId();
  const [rows, setRows] = useState<Row[]>([{ id: 0, email: '', error: null }]);
  const [nextId, setNextId] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const update = (id: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  const submit = async () => {
    setRefused(null);
    const checked = rows.map((r) => ({ ...r, email: r.email.trim(), error: check(r.email) }));
    if (checked.every((r) => r.email === '')) {
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
      const { message } = await invitePeople(checked.map((r, index) => ({ email: r.email, index })));
      toast.success(message);
      setRows([{ id: nextId, email: '', error: null }]);
      setNextId((n) => n + 1);
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
      } else {
        setRefused(
          e instanceof ApiCallError ? e.message : 'Your invitations could not be sent. Please try again.',
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="invite-people">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="invite-people">
          Invite people by email
        </Title>
        <Text size="sm" c="dark.6">
          We email each person your trust link. Up to 20 at a time.
        </Text>
        {rows.map((r, i) => (
          <Group key={r.id} align="flex-start" wrap="nowrap">
            <TextInput
              id={`${formId}-email-${i}`}
              style={{ flex: 1 }}
              label={`Email ${i + 1}`}
              type="email"
              value={r.email}
              error={r.error}
              onChange={(e) => update(r.id, { email: e.currentTarget.value, error: null })}
              onBlur={(e) =>
                update(r.id, { error: e.currentTarget.value ? check(e.currentTarget.value) : null })
              }
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
        {refused && (
          <Alert color="red" variant="light" title="Your invitations were not sent" role="alert">
            {refused}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            onClick={() => {
              setRows((rs) => [...rs, { id: nextId, email: '', error: null }]);
              setNextId((n) => n + 1);
            }}
            disabled={rows.length >= 20}
          >
            Add another email
          </Button>
          <Button onClick={submit} loading={busy}>
            Send invitations
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
