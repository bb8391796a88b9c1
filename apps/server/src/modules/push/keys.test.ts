import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { pushKeys } from '../../db/schema/index.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createTestDatabase, secondConnection, testDatabaseKind } from '../../test/database.ts';
import { legacyVapidFile } from './vapid.ts';

/**
 * One push key pair for every server instance (DESIGN section 10): kept in the database, made by the
 * first instance to start. Each test starts instances on a database of its own, each instance with a
 * data folder of its own, as on separate machines.
 */
const folders: string[] = [];
const apps: FastifyInstance[] = [];
const databases: Database[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const d of databases.reverse()) await d.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'trust-push-'));
  folders.push(dir);
  return dir;
};

/** A server instance on `database` with its own data folder (and log file, read by `log()`). */
async function instance(database: Database, env: Record<string, string> = {}) {
  const dataDir = folder();
  const logFile = join(dataDir, 'server.log');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'debug',
    LOG_FILE: logFile,
    DATA_DIR: dataDir,
    JOBS: 'off',
    ...env,
  });
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: join(dataDir, 'outbox') });
  const make = async () => {
    const app = await buildApp({ config, database, clock: new ManualClock(), mailer });
    apps.push(app);
    await app.ready();
    return app;
  };
  return { dataDir, make, log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '') };
}

const publicKeyOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/pushkey' })).json().data.public_key as string;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  databases.push(database);
});

describe(`push keys shared by every instance (${testDatabaseKind()})`, () => {
  it('gives two instances starting together on one database, with data folders of their own, the same public key', async () => {
    const other = await secondConnection(database);
    databases.push(other);
    const [a, b] = await Promise.all([instance(database), instance(other)]);
    const [appA, appB] = await Promise.all([a.make(), b.make()]);
    const key = await publicKeyOf(appA);
    expect(await publicKeyOf(appB)).toBe(key);
    const stored = await database.db.select().from(pushKeys);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.publicKey).toBe(key);
    // A restart of either reads the same pair: browsers subscribed with it keep receiving.
    const again = await instance(other);
    expect(await publicKeyOf(await again.make())).toBe(key);
    for (const i of [a, b, again]) {
      expect(existsSync(legacyVapidFile(i.dataDir))).toBe(false);
      expect(i.log()).not.toContain(stored[0]?.privateKey);
    }
  });

  it('moves the pair an earlier build kept in DATA_DIR/push/vapid.json into the database, so subscribed browsers keep receiving', async () => {
    const fresh = await createTestDatabase();
    databases.push(fresh);
    const old = webpush.generateVAPIDKeys();
    const upgraded = await instance(fresh);
    mkdirSync(join(upgraded.dataDir, 'push'), { recursive: true });
    writeFileSync(legacyVapidFile(upgraded.dataDir), JSON.stringify(old), { mode: 0o600 });
    const app = await upgraded.make();
    expect(await publicKeyOf(app)).toBe(old.publicKey);
    const [stored] = await fresh.db.select().from(pushKeys);
    expect(stored).toMatchObject({ publicKey: old.publicKey, privateKey: old.privateKey });
    // Moved, not copied: the private key no longer lies on the instance's disk, nor in its log.
    expect(existsSync(legacyVapidFile(upgraded.dataDir))).toBe(false);
    expect(upgraded.log()).toContain('push keys moved from DATA_DIR/push/vapid.json into the database');
    expect(upgraded.log()).not.toContain(old.privateKey);
    // A second instance with no file gets the moved pair.
    const second = await instance(fresh);
    expect(await publicKeyOf(await second.make())).toBe(old.publicKey);
  });

  it('says the pair was made only in the log of the instance that made it', async () => {
    const fresh = await createTestDatabase();
    databases.push(fresh);
    const other = await secondConnection(fresh);
    databases.push(other);
    const first = await instance(fresh);
    await first.make();
    const later = await instance(other);
    await later.make();
    expect(first.log()).toContain('push keys made');
    expect(later.log()).not.toContain('push keys made');
  });

  it('keeps a DATA_DIR/push/vapid.json holding another pair than the database, uses the database pair and says so in the log', async () => {
    const fresh = await createTestDatabase();
    databases.push(fresh);
    const first = await instance(fresh);
    const key = await publicKeyOf(await first.make());
    const other = await secondConnection(fresh);
    databases.push(other);
    const stale = await instance(other);
    const file = join(stale.dataDir, 'push', 'vapid.json');
    mkdirSync(join(stale.dataDir, 'push'), { recursive: true });
    const old = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(old), { mode: 0o600 });
    expect(await publicKeyOf(await stale.make())).toBe(key);
    expect(existsSync(file)).toBe(true);
    expect(stale.log()).toContain(
      'push keys: DATA_DIR/push/vapid.json holds another pair than the database; the database pair is used, ' +
        'so browsers subscribed with the file pair receive pushes again once they subscribe anew',
    );
    expect(stale.log()).toContain(JSON.stringify(file));
    expect(stale.log()).not.toContain(old.privateKey);
    expect(await fresh.db.select().from(pushKeys)).toHaveLength(1);
  });

  it('takes the pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, keeping none in the database', async () => {
    const fresh = await createTestDatabase();
    databases.push(fresh);
    const set = webpush.generateVAPIDKeys();
    const i = await instance(fresh, { VAPID_PUBLIC_KEY: set.publicKey, VAPID_PRIVATE_KEY: set.privateKey });
    expect(await publicKeyOf(await i.make())).toBe(set.publicKey);
    expect(await fresh.db.select().from(pushKeys)).toEqual([]);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: set.publicKey })).toThrow(
      'Invalid setting VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  });
});
