import type { ChatKind } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import type { Database, Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, type OpenSession, sessionForToken } from '../../http/session-guard.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createMember } from '../../test/members.ts';
import { type LookTimers, socketSessions } from './socket-session.ts';
import type { ChatIo, ChatSocket } from './socket-types.ts';

// The timer by which a chat socket looks at its session again (socket-session.ts), with the real session
// rows and a test's timers: how long it waits, that a socket has one look waiting and never a pile of
// them, that none keeps the process up, and what it does when the database is away for a moment.

let database: Database;
const clock = new ManualClock();
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A timer the test fires by hand; `ms` is how long the code asked to wait. */
interface TestTimer {
  fn: () => void;
  ms: number;
  refed: boolean;
}

function testTimers() {
  const waiting = new Set<TestTimer>();
  const timers = {
    setTimeout(fn: () => void, ms: number) {
      const timer: TestTimer & { unref(): unknown } = {
        fn,
        ms,
        refed: true,
        unref() {
          timer.refed = false;
          return timer;
        },
      };
      waiting.add(timer);
      return timer as unknown as NodeJS.Timeout;
    },
    clearTimeout(timer: NodeJS.Timeout | undefined) {
      waiting.delete(timer as unknown as TestTimer);
    },
  } satisfies LookTimers;
  return {
    timers,
    waiting: () => [...waiting],
    /** The one look waiting: fired as its time had come. */
    fire() {
      const [timer, ...more] = waiting;
      expect(more).toEqual([]);
      if (!timer) throw new Error('no look is waiting');
      waiting.delete(timer);
      timer.fn();
    },
  };
}

/** A connected socket as far as the session's watch reads it: its rooms, its listeners, its close. */
function testSocket() {
  const listeners = new Map<string, () => void>();
  const socket = {
    rooms: new Set<string>(),
    closed: false,
    /** Whether the close cut the connection itself, not only the chat on it. */
    cut: false,
    join(room: string) {
      socket.rooms.add(room);
    },
    on(event: string, fn: () => void) {
      listeners.set(event, fn);
    },
    disconnect(close = false) {
      socket.closed = true;
      socket.cut = close;
    },
  };
  return { socket, chat: socket as unknown as ChatSocket, leave: () => listeners.get('disconnect')?.() };
}

/** A database that is away: every read fails as a lost connection does. */
const away = new Proxy({} as Db, {
  get() {
    throw new Error('Connection terminated unexpectedly');
  },
});

function watcher() {
  const timers = testTimers();
  const warnings: { err: unknown; msg: string }[] = [];
  let db: Db = database.db;
  const deps = {
    clock,
    get db() {
      return db;
    },
  };
  const log = { warn: (obj: { err: unknown }, msg: string) => warnings.push({ err: obj.err, msg }) };
  const io = {} as ChatIo;
  return {
    ...timers,
    warnings,
    sessions: socketSessions(io, deps as never, log as never, false, timers.timers),
    databaseAway: (isAway: boolean) => {
      db = isAway ? away : database.db;
    },
  };
}

const sessionOf = async (token: string): Promise<OpenSession> => {
  const open = await sessionForToken({ db: database.db, clock }, token);
  if (!open) throw new Error('the session is not open');
  return open;
};
const setSession = (token: string, set: Partial<typeof sessions.$inferInsert>) =>
  database.db
    .update(sessions)
    .set(set)
    .where(eq(sessions.tokenHash, hashToken(token)));
const lastUsedOf = async (token: string) =>
  (
    await database.db
      .select({ at: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]?.at;

/** An expert signed in so that their working day (8 hours) ends `ms` from now on the test clock. */
async function expertEndingIn(ms: number, kind: ChatKind = 'legal_adviser') {
  const expert = await createMember(
    { database, clock },
    { user: { role: 'expert', fullName: `Ends ${kind}` } },
  );
  await setSession(expert.token, { createdAt: new Date(clock.now().getTime() - 8 * 3_600_000 + ms) });
  return expert;
}

describe('a chat socket’s timed look at its session', () => {
  it('waits until the session ends, but at least a second and at most ten minutes', async () => {
    for (const [endsIn, waits] of [
      [5_000, 5_000],
      [400, 1_000],
      [7 * 3_600_000, 10 * 60_000],
    ] as const) {
      const w = watcher();
      const expert = await expertEndingIn(endsIn);
      const { chat, socket } = testSocket();
      w.sessions.watch(chat, hashToken(expert.token), await sessionOf(expert.token));
      expect(w.waiting().map((timer) => timer.ms)).toEqual([waits]);
      expect(socket.rooms.size).toBe(1);
    }
  });

  it('keeps one look waiting per socket however many events it sends, and none keeps the process up', async () => {
    const w = watcher();
    const member = await createMember({ database, clock });
    const { chat } = testSocket();
    w.sessions.watch(chat, hashToken(member.token), await sessionOf(member.token));
    for (let i = 0; i < 3; i++) expect(await w.sessions.stillOpen(chat)).toBe(true);
    expect(w.waiting()).toHaveLength(1);
    expect(w.waiting()[0]?.refed).toBe(false);
  });

  it('leaves no look waiting once the session has ended or the socket has gone', async () => {
    const w = watcher();
    const ended = await createMember({ database, clock });
    const first = testSocket();
    w.sessions.watch(first.chat, hashToken(ended.token), await sessionOf(ended.token));
    await setSession(ended.token, { revokedAt: clock.now() });
    expect(await w.sessions.stillOpen(first.chat)).toBe(false);
    expect(w.waiting()).toEqual([]);

    const open = await createMember({ database, clock });
    const second = testSocket();
    w.sessions.watch(second.chat, hashToken(open.token), await sessionOf(open.token));
    expect(w.waiting()).toHaveLength(1);
    second.leave();
    expect(w.waiting()).toEqual([]);
  });

  it('closes the socket and its connection when its look finds the session ended, and looks without counting a use', async () => {
    const w = watcher();
    const expert = await expertEndingIn(5_000);
    const { chat, socket } = testSocket();
    w.sessions.watch(chat, hashToken(expert.token), await sessionOf(expert.token));
    // Their last call was 20 minutes ago: the look must leave that alone, or an idle operator never signs out.
    const twentyAgo = new Date(clock.now().getTime() - 20 * 60_000);
    await setSession(expert.token, { lastUsedAt: twentyAgo });
    w.fire();
    await expect.poll(() => w.waiting().length).toBe(1);
    expect(socket.closed).toBe(false);
    expect(await lastUsedOf(expert.token)).toEqual(twentyAgo);
    // The working day ends: the next look closes the socket and waits no more.
    clock.advance(6_000);
    w.fire();
    await expect.poll(() => socket.closed).toBe(true);
    expect(socket.cut).toBe(true);
    expect(w.waiting()).toEqual([]);
  });

  it('keeps the socket open while the database is away, says so in the log, and looks again in ten minutes', async () => {
    const w = watcher();
    const member = await createMember({ database, clock });
    const { chat, socket } = testSocket();
    w.sessions.watch(chat, hashToken(member.token), await sessionOf(member.token));
    w.databaseAway(true);
    w.fire();
    await expect.poll(() => w.warnings.length).toBe(1);
    expect(w.warnings[0]?.msg).toBe('chat socket could not read its session; looking again later');
    expect(String(w.warnings[0]?.err)).toContain('Connection terminated unexpectedly');
    expect(socket.closed).toBe(false);
    expect(w.waiting().map((timer) => timer.ms)).toEqual([10 * 60_000]);
    // Back: the next look finds the session open and the socket stays.
    w.databaseAway(false);
    w.fire();
    await expect.poll(() => w.waiting().length).toBe(1);
    expect(socket.closed).toBe(false);
  });
});
