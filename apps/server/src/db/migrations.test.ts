import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationJournal, migrationsFolder } from './journal.ts';

/**
 * Release 1 went live with this exact 0000_init.sql. drizzle's migrator never runs a migration twice,
 * so an edit to it would reach only new databases: every fund already live would keep the old schema
 * while the code expects the new one. A schema change is a new migration (npm run db:generate); this
 * hash changes never.
 */
const RELEASE_1_INIT_SHA256 = '17e4fc8a9b41668da92114e2ce524d1f0c20c39c24e632cf9a1cc2b65e3c3035';

describe('releases and migrations', () => {
  it("keeps release 1's migration, 0000_init.sql, byte for byte as it was released", () => {
    const bytes = readFileSync(join(migrationsFolder, '0000_init.sql'));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(RELEASE_1_INIT_SHA256);
  });

  it('dates every migration after the one before it, so the migrator never skips one', () => {
    // drizzle applies a journal entry only when its "when" is later than the last applied migration's
    // created_at: an entry dated earlier than the one before it would never run on a live database.
    const entries = migrationJournal();
    expect(entries[0]?.tag).toBe('0000_init');
    for (let i = 1; i < entries.length; i++) {
      const [before, entry] = [entries[i - 1], entries[i]];
      expect(entry?.idx, `${entry?.tag} follows ${before?.tag}`).toBe(i);
      expect(entry?.when, `${entry?.tag} is dated after ${before?.tag}`).toBeGreaterThan(before?.when ?? 0);
    }
  });

  it('has a file for every migration in the journal and no file the journal leaves out', () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files).toEqual(migrationJournal().map((e) => `${e.tag}.sql`));
  });
});
