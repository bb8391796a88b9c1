import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushKeys } from '../../db/schema/index.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidConfig = Pick<Config, 'VAPID_SUBJECT'> &
  Partial<Pick<Config, 'dataDir' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>>;

type Log = { info(o: object, m?: string): void; warn(o: object, m?: string): void };

/** Where builds before 1.1 kept the pair, one per instance: moved into the database on first start. */
export const legacyVapidFile = (dataDir: string) => join(dataDir, 'push', 'vapid.json');

const known = new WeakMap<Db, Promise<{ publicKey: string; privateKey: string }>>();

/**
 * The fund's push key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set (config.ts
 * refuses one without the other), else the one pair in the database (push_keys), which every server
 * instance shares. The first instance to start inserts a pair, the others insert nothing and read
 * it, so instances starting together agree. A pair left in DATA_DIR/push/vapid.json by an earlier
 * build becomes the database's pair when it has none, so browsers subscribed with it keep receiving.
 * The pair never changes once made (browsers subscribed with its public key refuse pushes signed with
 * another). Read once per database and process. The private key is never logged.
 */
export async function vapidKeys(db: Db, config: VapidConfig, log?: Log): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  let pair = known.get(db);
  if (!pair) {
    pair = storedPair(db, config.dataDir, log);
    known.set(db, pair);
    // A failure (the database away at start) is not kept: the next call asks again.
    pair.catch(() => known.delete(db));
  }
  return { ...(await pair), subject };
}

async function storedPair(db: Db, dataDir: string | undefined, log?: Log) {
  const file = dataDir ? legacyVapidFile(dataDir) : undefined;
  const legacy = file && existsSync(file) ? readLegacy(file) : undefined;
  const [found] = await db.select().from(pushKeys).limit(1);
  let stored = found;
  if (!stored) {
    const candidate = legacy ?? webpush.generateVAPIDKeys();
    await db
      .insert(pushKeys)
      .values({ id: 1, ...candidate, createdAt: new Date() })
      .onConflictDoNothing({ target: pushKeys.id });
    [stored] = await db.select().from(pushKeys).limit(1);
    if (!stored) throw new Error('the push key pair was not stored');
    if (stored.publicKey === candidate.publicKey) {
      log?.info(
        {},
        legacy ? 'push keys moved from DATA_DIR/push/vapid.json into the database' : 'push keys made',
      );
    }
  }
  if (file && legacy) {
    if (legacy.publicKey === stored.publicKey) {
      // The database holds it now: no copy of the private key stays on this instance's disk.
      rmSync(file, { force: true });
    } else {
      log?.warn(
        { file },
        'push keys: DATA_DIR/push/vapid.json holds another pair than the database; the database pair is used, ' +
          'so browsers subscribed with the file pair receive pushes again once they subscribe anew',
      );
    }
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

function readLegacy(file: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string') {
      return { publicKey: keys.publicKey, privateKey: keys.privateKey };
    }
  } catch {}
  return undefined;
}
