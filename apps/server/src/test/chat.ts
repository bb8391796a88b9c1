import type { AddressInfo } from 'node:net';
import type { ChatKind } from '@trust/shared';
import { Socket as Engine } from 'engine.io-client';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { expertProfiles } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createMember } from './members.ts';

/** An expert account of a kind with a session, as an admin would create it. */
export async function createExpertAccount(
  t: Pick<TestApp, 'database' | 'clock'>,
  kind: ChatKind,
  fullName = 'Kemi Expert',
) {
  const expert = await createMember(t, { user: { role: 'expert', fullName } });
  await t.database.db
    .insert(expertProfiles)
    .values({ userId: expert.userId, kind, createdAt: t.clock.now() });
  return expert;
}

/** Starts the app on a random port of this machine and answers its address. */
export async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A socket.io client connected to the app with the given handshake auth (rejects on a refusal). */
export function connect(
  url: string,
  auth: Record<string, string>,
  opts: { reconnectionDelay?: number } = {},
) {
  const socket = io(url, {
    path: '/socket.io/',
    auth,
    transports: ['websocket'],
    reconnectionDelay: opts.reconnectionDelay ?? 100,
    reconnectionDelayMax: 200,
  });
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/**
 * A chat connection made below socket.io's client, as a client that ignores the server's disconnect
 * packet would hold it (a stale tab, a script): it joins the main namespace with `auth` and keeps its
 * transport open until the server closes it. `closed` resolves when the server does; `close` ends it.
 */
export function rawConnection(url: string, auth: Record<string, string>) {
  const engine = new Engine(url, { path: '/socket.io/', transports: ['websocket'] });
  const closed = new Promise<string>((resolve) => engine.once('close', (reason) => resolve(reason)));
  const joined = new Promise<void>((resolve, reject) => {
    engine.once('open', () => engine.send(`0${JSON.stringify(auth)}`));
    engine.on('message', (data) => {
      // socket.io's CONNECT answer: "0{sid}" when joined, "4{message}" when refused.
      if (String(data).startsWith('0')) resolve();
      else if (String(data).startsWith('4')) reject(new Error(String(data)));
    });
  });
  return { joined, closed, close: () => engine.close() };
}

/** The next event of a name on a socket (fails the test after a timeout rather than hanging). */
export function next<T = Record<string, unknown>>(socket: Socket, event: string, ms = 4000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every event of a name, to check later that nothing arrived. */
export function collect<T = Record<string, unknown>>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (p: T) => seen.push(p));
  return seen;
}

/** Sends a message and waits for the server's answer (the stored message, or a refusal). */
export function send(socket: Socket, payload: Record<string, unknown>) {
  return socket.timeout(4000).emitWithAck('send_message', payload) as Promise<{
    ok: boolean;
    message: unknown;
  }>;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends any event and waits for the server's answer (`{ ok, message }`), as the fuzz test and the web app do. */
export function ask(socket: Socket, event: string, ...args: unknown[]) {
  return socket.timeout(4000).emitWithAck(event, ...args) as Promise<{ ok: boolean; message?: unknown }>;
}

/**
 * Resolves with the reason when the server closes the socket ('io server disconnect'), and fails the
 * test after `ms` otherwise.
 */
export const closedByServer = (socket: Socket, ms = 1000) => next<string>(socket, 'disconnect', ms);

/**
 * Watches a socket from now on for the server closing it; `after(answered)` resolves with the
 * reason and how many milliseconds after `answered` (the time the call that ended its session was
 * answered; negative when the socket closed before the answer arrived) it happened.
 */
export function watchClose(socket: Socket) {
  const closed = new Promise<{ reason: string; at: number }>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ reason, at: Date.now() })),
  );
  return {
    after: async (answered: number, ms = 4000) => {
      const timeout = pause(ms).then(() => ({ reason: `not closed within ${ms} ms`, at: Number.NaN }));
      const { reason, at } = await Promise.race([closed, timeout]);
      return { reason, ms: at - answered };
    },
  };
}

/**
 * A file's app listening on a port of this machine, and `join` for the sockets its tests open (each
 * closed after its test). `file.started` receives the app and its address once made; `file.current`
 * answers the app to close after the file (a test may replace it, as a restart does).
 */
export function socketTestApp(file: { started(t: TestApp, url: string): void; current(): TestApp }) {
  const open: Socket[] = [];
  let url = '';
  beforeAll(async () => {
    const t = await createTestApp();
    url = await listen(t.app);
    file.started(t, url);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(() => file.current().close());
  return async (auth: Record<string, string>) => {
    const s = await connect(url, auth);
    open.push(s);
    return s;
  };
}
