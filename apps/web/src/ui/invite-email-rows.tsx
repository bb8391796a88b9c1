import { ActionIcon, Alert, Group, TextInput } from '@mantine/core';
import type { InviteEmails } from './use-invite-emails.ts';

/** The emails of an invite form, one field each, each removable while there are several. */
export function InviteEmailRows({ invites, label }: { invites: InviteEmails; label: (n: number) => string }) {
  const { rows, formId } = invites;
  return rows.map((r, i) => (
    <Group key={r.id} align="flex-start" wrap="nowrap">
      <TextInput
        id={`${formId}-email-${i}`}
        style={{ flex: 1 }}
        label={label(i + 1)}
        type="email"
        value={r.email}
        error={r.error}
        onChange={(e) => invites.change(r.id, e.currentTarget.value)}
        onBlur={(e) => invites.leave(r.id, e.currentTarget.value)}
      />
      {rows.length > 1 && (
        <ActionIcon
          mt={28}
          variant="subtle"
          color="red"
          aria-label={`Remove email ${i + 1}`}
          onClick={() => invites.remove(r.id)}
        >
          ×
        </ActionIcon>
      )}
    </Group>
  ));
}

/** Why the invitations were not sent, when no row owns the refusal. */
export function InviteRefusal({ invites }: { invites: InviteEmails }) {
  return (
    invites.refused && (
      <Alert color="red" variant="light" title="Your invitations were not sent" role="alert">
        {invites.refused}
      </Alert>
    )
  );
}
