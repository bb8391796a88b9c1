// Run by npm run db:generate after drizzle-kit: gives the newest migration of the journal a "when" later
// than every migration before it, and names its file for reading.
//
// drizzle's migrator (drizzle-orm pg-core dialect.migrate) reads the "created_at" of the last migration a
// database applied and applies each journal entry whose "when" is greater; an entry dated earlier is
// skipped without a word. drizzle-kit writes the generating machine's clock, which may be behind the
// clock that dated the migration before it. apps/server/src/db/migrations.test.ts checks the same rule.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const journalFile = join(root, 'apps/server/src/db/migrations/meta/_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
const entries = journal.entries;
const last = entries.at(-1);
const before = entries.at(-2);
if (last && before && last.when <= before.when) {
  last.when = before.when + 1;
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  console.log(`${last.tag}: "when" moved after ${before.tag}'s (this machine's clock is behind it)`);
}
if (last) console.log(`Migration: apps/server/src/db/migrations/${last.tag}.sql (read it before committing)`);
