import { type NotificationKind, notificationKinds } from '@trust/shared';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';
import { notificationEmail } from './templates/kinds.ts';

/** Tries per email before it is dead (kept, logged, counted for operators). */
export const MAIL_MAX_ATTEMPTS = 5;
/** How long one send may take before it counts as failed and is retried. */
const MAIL_SEND_TIMEOUT_MS = 20_000;
/** Waits before the 2nd, 3rd, … try: 1, 5, 15 and 60 minutes. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
/** A claimed email is left alone this long: a sender that crashed mid-send is retried after it. */
const CLAIM_MS = 5 * 60_000;

export interface QueuedMail {
  /** One email per key: a replayed notice (a retried job, a second settle) mails once. */
  dedupeKey: string;
  userId?: number;
  kind: NotificationKind;
  to: string;
  name: string;
  subject: string;
  message: string;
  /** The email's button signs the member in once for this purpose (the link is made at sending). */
  signInFor?: string;
}

/**
 * Puts an email in the outbox inside the caller's transaction: it is sent only if the change commits,
 * and never by the request itself, so a slow mail server never delays an answer.
 */
export async function enqueueMail(tx: Db, mail: QueuedMail, now: Date): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({
      ...mail,
      userId: mail.userId ?? null,
      signInFor: mail.signInFor ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /**
   * Makes a one-time sign-in link for an email that carries one (signInFor): made as the email is
   * sent, so no sign-in code waits in the outbox. Without it such an email links to the page instead.
   */
  signInLink?: (userId: number, purpose: string, now: Date) => Promise<string>;
  /**
   * Makes the signed unsubscribe link of an email whose kind members may unsubscribe from by one
   * click (messages from the fund); undefined for the other kinds.
   */
  unsubscribeLink?: (userId: number, kind: NotificationKind) => Promise<string | undefined>;
  log?: {
    info(o: object, m?: string): void;
    warn(o: object, m?: string): void;
    error(o: object, m?: string): void;
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail server did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the emails that are due, at most `limit`. Each is claimed first (its next try pushed past
 * the claim time, rows other senders hold are skipped), so two server instances never send one
 * twice. A failure or a timeout is logged and retried later; after the last try the email is dead:
 * kept with its error and logged as an error, never dropped silently.
 */
export async function deliverDueMail(
  deps: DeliveryDeps,
  now: Date,
  opts: { limit?: number; timeoutMs?: number } = {},
): Promise<{ sent: number; failed: number; dead: number }> {
  const { db } = deps;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(opts.limit ?? 50)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  const result = { sent: 0, failed: 0, dead: 0 };
  for (const m of claimed.sort((a, b) => a.id - b.id)) {
    const kind = (notificationKinds as string[]).includes(m.kind) ? (m.kind as NotificationKind) : null;
    try {
      if (!kind) throw new Error(`no template for the kind "${m.kind}"`);
      const signInUrl =
        m.signInFor && m.userId && deps.signInLink
          ? await deps.signInLink(m.userId, m.signInFor, now)
          : undefined;
      const unsubscribeUrl =
        m.userId && deps.unsubscribeLink ? await deps.unsubscribeLink(m.userId, kind) : undefined;
      const email = notificationEmail(kind, { ...m, publicUrl: deps.publicUrl, signInUrl, unsubscribeUrl });
      await withTimeout(deps.mailer.send({ to: m.to, ...email }), opts.timeoutMs ?? MAIL_SEND_TIMEOUT_MS);
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(mailOutbox.id, m.id));
      result.sent++;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const dead = m.attempts >= MAIL_MAX_ATTEMPTS || !kind;
      const delay = RETRY_DELAYS_MS[Math.min(m.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
      await db
        .update(mailOutbox)
        .set({
          status: dead ? 'dead' : 'pending',
          lastError: error,
          nextAttemptAt: dead ? m.nextAttemptAt : new Date(now.getTime() + delay),
        })
        .where(eq(mailOutbox.id, m.id));
      const fields = { mailId: m.id, kind: m.kind, attempts: m.attempts, error };
      if (dead) {
        deps.log?.error(fields, 'email dead after its last try');
        result.dead++;
      } else {
        deps.log?.warn(fields, 'email not sent; will retry');
        result.failed++;
      }
    }
  }
  return result;
}

/** How many emails wait, were sent, and are dead (what operators watch). */
export async function mailQueueCounts(db: Db): Promise<{ pending: number; sent: number; dead: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { pending: of('pending'), sent: of('sent'), dead: of('dead') };
}
