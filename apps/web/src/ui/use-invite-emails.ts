import { inviteEmailField, ONBOARDING_MESSAGES } from '@trust/shared/contracts/onboarding';
import { useId, useState } from 'react';
import { inviteUsers } from '../api/invite-users.ts';
import { ApiCallError } from '../lib/api-client.ts';
import { toast } from './toast.ts';

/** One email to invite, with the message shown under it. */
export interface InviteRow {
  id: number;
  email: string;
  error: string | null;
}

/** How many emails one invitation sends at the most (the call's own limit). */
const MOST_EMAILS = 20;

const check = (email: string) => {
  const r = inviteEmailField().safeParse(email);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};

/**
 * The rows of an invite-by-email form and their sending (the rules of /inviteusers, part 1 section 5
 * and part 2 section 2.9). Rows are checked as they are left (an empty one too when
 * `emptyIsErrorOnBlur`); an empty list is said on the first field, duplicates give the spec's toast; an
 * email that already belongs to a member is marked 'Email already registered' and nothing is sent; any
 * other refusal is `refused`, for the alert above the buttons. `sent` runs once the invitations are sent,
 * with the server's message.
 */
export function useInviteEmails(options: {
  sent: (message: string) => Promise<void> | void;
  emptyIsErrorOnBlur: boolean;
}) {
  const formId = useId();
  const [rows, setRows] = useState<InviteRow[]>([{ id: 0, email: '', error: null }]);
  const [nextId, setNextId] = useState(1);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const update = (id: number, patch: Partial<InviteRow>) =>
    setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  /** Adds an empty row; with `only`, it replaces them all (a fresh form). */
  const addRow = (only = false) => {
    setRows((rs) => [...(only ? [] : rs), { id: nextId, email: '', error: null }]);
    setNextId((n) => n + 1);
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
    let message: string;
    try {
      ({ message } = await inviteUsers(checked.map((r, index) => ({ email: r.email, index }))));
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
      setBusy(false);
      return;
    }
    await options.sent(message);
    setBusy(false);
  };

  return {
    formId,
    rows,
    busy,
    refused,
    submit,
    canAdd: rows.length < MOST_EMAILS,
    add: () => addRow(),
    clear: () => addRow(true),
    remove: (id: number) => setRows((rs) => rs.filter((x) => x.id !== id)),
    change: (id: number, email: string) => update(id, { email, error: null }),
    leave: (id: number, email: string) =>
      update(id, { error: email || options.emptyIsErrorOnBlur ? check(email) : null }),
  };
}

export type InviteEmails = ReturnType<typeof useInviteEmails>;
