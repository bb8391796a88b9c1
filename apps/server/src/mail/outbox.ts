import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MailMessage } from './mailer.ts';

/** Reads the messages the default transport wrote, oldest first (used by tests and the e2e suite). */
export function readOutbox(outboxDir: string): (MailMessage & { file: string })[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => {
      const [ta, , na] = a.split(/[-.]/);
      const [tb, , nb] = b.split(/[-.]/);
      return Number(ta) - Number(tb) || Number(na) - Number(nb);
    })
    .map((f) => ({ ...JSON.parse(readFileSync(join(outboxDir, f), 'utf8')), file: f }));
}

/** The newest message sent to an address, or undefined. */
export function lastMailTo(outboxDir: string, to: string): (MailMessage & { file: string }) | undefined {
  return readOutbox(outboxDir)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .at(-1);
}
