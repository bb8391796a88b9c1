import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type VapidConfig = Pick<Config, 'dataDir' | 'VAPID_SUBJECT'> &
  Partial<Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>>;

const cache = new Map<string, VapidKeys>();

/**
 * The server's push key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, else
 * from DATA_DIR/push/vapid.json, made on first start. The pair must never change once browsers have
 * subscribed with its public key (they would refuse our pushes), so it is kept, never regenerated.
 * The private key is a secret: written with mode 600 and never logged.
 */
export function vapidKeys(config: VapidConfig): VapidKeys {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(config.dataDir, 'push', 'vapid.json');
  const cached = cache.get(file);
  if (cached) return { ...cached, subject };
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    keys = webpush.generateVAPIDKeys();
    mkdirSync(join(config.dataDir, 'push'), { recursive: true, mode: 0o700 });
    // wx: two instances starting on one data folder together keep the first pair written.
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
      keys = JSON.parse(readFileSync(file, 'utf8'));
    }
    chmodSync(file, 0o600);
  }
  const found = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
  cache.set(file, found);
  return found;
}
