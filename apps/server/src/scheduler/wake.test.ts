import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, users } from '../db/schema/index.ts';
import type { JobDeps } from '../deps.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { enqueueMail } from '../mail/queue.ts';
import { retryDeadMail } from '../modules/admin/dead-mail/service.ts';
import { createTestDatabase } from '../test/database.ts';
import { ScriptedGateway } from '../test/scripted-gateway.ts';
import { mailOutboxJob } from './mail-outbox.ts';
import { type Scheduler, startScheduler } from './scheduler.ts';

/**
 * A notification email goes out within seconds of the write that queued it, not at the job's next
 * minute: the outbox's trigger wakes the job (migration 0016_outbox_wake.sql, scheduler/wake.ts), and so
 * does support's Retry of an email the outbox gave up on (0017_mail_retry_wake.sql).
 * The job's schedule here is once a year, so only the wake-up can have sent what the test sees.
 */
let database: Database;
let scheduler: Scheduler;
const sent: MailMessage[] = [];
let sending: () => Promise<void> = async () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  const deps: JobDeps = {
    db: database.db,
    gateway: new ScriptedGateway(systemClock),
    clock: systemClock,
    mailer: {
      send: async (m) => {
        await sending();
        sent.push(m);
      },
    },
  };
  const yearly = { ...mailOutboxJob, cron: '0 0 1 1 *' };
  scheduler = await startScheduler({ database, deps, jobs: [yearly] });
});
afterAll(async () => {
  await scheduler?.stop();
  await database?.close();
});

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

const mail = (n: string) => ({
  dedupeKey: `wake-test:${n}`,
  kind: 'loan_decision' as const,
  to: `member-${n}@example.ng`,
  name: 'Ada',
  subject: `Notice ${n}`,
  message: 'Your loan is approved.',
});

describe('the outbox wakes its job', () => {
  it('sends an email queued by a committed write within seconds', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, mail('a'), new Date()));
    expect(await until(() => sent.some((m) => m.to === 'member-a@example.ng'), 10_000)).toBe(true);
  });

  it('wakes nobody for a write that rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back'), new Date());
        throw new Error('the change failed');
      })
      .catch(() => {});
    await database.db.transaction((tx) => enqueueMail(tx, mail('b'), new Date()));
    expect(await until(() => sent.some((m) => m.to === 'member-b@example.ng'), 10_000)).toBe(true);
    expect(sent.map((m) => m.to)).not.toContain('member-rolled-back@example.ng');
  });

  it('sends what was queued while a run was sending, once each', async () => {
    // The first email's send is held while two more are queued: the run under way has already read
    // the outbox, so only the run after it can send them.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    sending = () => held;
    await database.db.transaction((tx) => enqueueMail(tx, mail('c'), new Date()));
    await new Promise((r) => setTimeout(r, 1000));
    sending = async () => {};
    await database.db.transaction((tx) => enqueueMail(tx, mail('d'), new Date()));
    await database.db.transaction((tx) => enqueueMail(tx, mail('e'), new Date()));
    release();
    const to = (n: string) => sent.filter((m) => m.to === `member-${n}@example.ng`).length;
    expect(await until(() => to('c') + to('d') + to('e') === 3, 10_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect([to('c'), to('d'), to('e')]).toEqual([1, 1, 1]);
  });

  it('sends a dead email again within seconds of support’s Retry, and nothing before it', async () => {
    const [operator] = await database.db
      .insert(users)
      .values({
        fullName: 'Support',
        email: 'support-wake@trustfund.ng',
        phone: '2348030009999',
        passwordHash: 'x',
        role: 'support',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: users.id });
    const [dead] = await database.db
      .insert(mailOutbox)
      .values({
        ...mail('dead'),
        status: 'dead',
        attempts: 8,
        nextAttemptAt: new Date(),
        lastError: '550 mailbox unavailable',
        createdAt: new Date(),
      })
      .returning({ id: mailOutbox.id });
    if (!operator || !dead) throw new Error('no rows');
    // Inserted dead, it wakes the job, which leaves it alone.
    await new Promise((r) => setTimeout(r, 1000));
    expect(sent.map((m) => m.to)).not.toContain('member-dead@example.ng');
    await retryDeadMail(
      { db: database.db, clock: systemClock },
      { userId: operator.id, role: 'support', ip: '127.0.0.1' },
      dead.id,
    );
    expect(await until(() => sent.some((m) => m.to === 'member-dead@example.ng'), 10_000)).toBe(true);
  });
});
