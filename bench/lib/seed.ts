/**
 * The benchmark database: N members and P ledger postings, made by the database itself
 * (`insert … select … from generate_series`, no rows travel over the wire), with the ledger's foreign
 * key and history indexes dropped during the load and built once afterwards. Every entry is balanced
 * (a member's contributions account against the provider clearing account) and every stored balance
 * is the sum of its postings, so `npm run ledger:check` stays clean.
 *
 * A seeded database records its seed (version, members, postings) in `bench_seed`: a rerun with the
 * same seed reuses it and only signs the probe members in again (seconds instead of minutes).
 */
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../apps/server/src/clock.ts';
import type { Database, Db } from '../../apps/server/src/db/client.ts';
import { seed } from '../../apps/server/src/seed/index.ts';
import { createMember } from '../../apps/server/src/test/members.ts';

/** Bump when what is seeded changes: an older bench database is then seeded again. */
export const SEED_VERSION = 5;

export interface SeedSize {
  members: number;
  postings: number;
}

/** Members the benchmark signs in as: a long history, a short one, and no history (a new member). */
export interface Probes {
  big: number;
  small: number;
}

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** Where the long-history member's records start: a week apart is too sparse, an hour apart is dense enough. */
const HISTORY_START = '2020-01-06T09:00:00Z';

/** The history of 10 / 10,000 records, and the probe members' other records (notifications). */
export const BIG_HISTORY = 10_000;
export const SMALL_HISTORY = 10;

async function readSeed(db: Db): Promise<(SeedSize & Probes & { version: number }) | null> {
  await db.execute(sql`create table if not exists bench_seed (
    version integer not null, members integer not null, postings bigint not null,
    big integer not null, small integer not null, seeded_at timestamptz not null default now())`);
  const [row] = rowsOf<{ version: number; members: number; postings: string; big: number; small: number }>(
    await db.execute(sql`select version, members, postings::text, big, small from bench_seed limit 1`),
  );
  return row ? { ...row, postings: Number(row.postings) } : null;
}

/** One member's balanced contribution history of n entries (2n postings) an hour apart. */
async function history(db: Db, userId: number, n: number, tag: string) {
  await db.execute(sql`
    insert into journal_entries (idempotency_key, kind, member_id, description, fingerprint, created_at)
    select 'bench:' || ${tag} || ':' || g, 'contribution', ${userId}, 'Weekly contribution', 'bench',
           ${HISTORY_START}::timestamptz + (g || ' hours')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into postings (entry_id, account_id, amount, created_at)
    select e.id, a.id, case when a.code like 'member:%' then -500000 else 500000 end, e.created_at
    from journal_entries e
    join ledger_accounts a on a.code in (${`member:${userId}:contributions`}, 'asset:provider-clearing')
    where e.idempotency_key like ${`bench:${tag}:%`}`);
}

/**
 * Drops the postings' and entries' secondary indexes and foreign keys, runs load(), then builds them
 * again from their own definitions (as the migration made them): building an index once is far
 * cheaper than keeping it up to date across ten million inserts.
 */
async function withoutLedgerIndexes(db: Db, load: () => Promise<void>) {
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as def from pg_indexes
      where tablename in ('postings', 'journal_entries') and indexname not like '%_pkey'
        and indexname <> 'journal_entries_key'`),
  );
  const fks = rowsOf<{ tbl: string; name: string; def: string }>(
    await db.execute(sql`
      select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
      from pg_constraint where contype = 'f' and conrelid = 'postings'::regclass`),
  );
  for (const f of fks) await db.execute(sql.raw(`alter table ${f.tbl} drop constraint ${f.name}`));
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`));
  await load();
  for (const i of indexes) await db.execute(sql.raw(i.def));
  for (const f of fks) await db.execute(sql.raw(`alter table ${f.tbl} add constraint ${f.name} ${f.def}`));
}

/** Seeds the database when it holds no seed of this version and size; returns the probe members. */
export async function ensureSeeded(
  database: Database,
  size: SeedSize,
  log: (line: string) => void,
): Promise<Probes & { reused: boolean; seconds: number }> {
  const db = database.db;
  const started = performance.now();
  const found = await readSeed(db);
  if (
    found &&
    found.version === SEED_VERSION &&
    found.members === size.members &&
    found.postings === size.postings
  ) {
    return {
      big: found.big,
      small: found.small,
      reused: true,
      seconds: (performance.now() - started) / 1000,
    };
  }
  if (found) throw new Error('The bench database holds another seed: drop it first (bench/http.ts does).');
  await seed(db);
  const clock = new ManualClock(new Date());
  // The probe members: active SILVER members made as the API tests make them.
  const big = await createMember({ database, clock }, { plan: 'SILVER', bank: true });
  const small = await createMember({ database, clock }, { plan: 'SILVER', bank: true });
  const probes = [big.userId, small.userId];

  log(`seeding ${size.members.toLocaleString('en')} members`);
  await db.execute(sql`
    insert into users (full_name, email, phone, password_hash, tfp_pin, referral_key, email_verified_at,
                       registration_complete, created_at, updated_at)
    select (array['Ada','Chiamaka','Tunde','Bola','Ngozi','Emeka','Funmi','Yusuf','Kemi','Ibrahim'])[1 + g % 10]
           || ' ' || (array['Okafor','Bakare','Eze','Adeyemi','Nwosu','Bello','Okonkwo','Lawal','Obi','Musa'])[1 + (g / 10) % 10]
           || ' ' || g,
           'bench' || g || '.' || md5(g::text) || '@example.com',
           '23470' || lpad((g * 7919 % 100000000)::text, 8, '0'),
           'x',
           'TFP9' || lpad((g * 104729 % 1000000000)::text, 9, '0'),
           '9' || lpad((g * 104729 % 1000000000)::text, 9, '0'),
           now() - (g || ' minutes')::interval, true,
           now() - (g || ' minutes')::interval, now()
    from generate_series(1::bigint, ${size.members}::bigint) g`);
  await db.execute(sql`
    insert into ledger_accounts (code, type, member_id, balance, created_at)
    select 'member:' || id || ':contributions', 'liability', id, 0, now() from users
    on conflict (code) do nothing`);
  await db.execute(sql`
    insert into ledger_accounts (code, type, member_id, balance, created_at)
    values ('asset:provider-clearing', 'asset', null, 0, now()) on conflict (code) do nothing`);

  const probeEntries = BIG_HISTORY + SMALL_HISTORY;
  const perMember = Math.max(1, Math.floor((size.postings / 2 - probeEntries) / size.members));
  await withoutLedgerIndexes(db, async () => {
    await history(db, big.userId, BIG_HISTORY, `big${big.userId}`);
    await history(db, small.userId, SMALL_HISTORY, `small${small.userId}`);
    // The other members' histories, a batch of members at a time (each batch one statement pair).
    const batch = Math.max(1, Math.floor(500_000 / perMember));
    const [range] = rowsOf<{ lo: number; hi: number }>(
      await db.execute(sql`select min(id) as lo, max(id) as hi from users where email like 'bench%'`),
    );
    for (let lo = range?.lo ?? 1; lo <= (range?.hi ?? 0); lo += batch) {
      const hi = Math.min(lo + batch - 1, range?.hi ?? 0);
      await db.execute(sql`
        insert into journal_entries (idempotency_key, kind, member_id, description, fingerprint, created_at)
        select 'bench:' || u.id || ':' || w, 'contribution', u.id, 'Weekly contribution', 'bench',
               ${HISTORY_START}::timestamptz + (w || ' days')::interval
        from users u cross join generate_series(1, ${perMember}) w
        where u.id between ${lo} and ${hi} and u.email like 'bench%'`);
      await db.execute(sql`
        insert into postings (entry_id, account_id, amount, created_at)
        select e.id, a.id, s.amount, e.created_at
        from journal_entries e
        cross join lateral (values ('member:' || e.member_id || ':contributions', -500000::bigint),
                                   ('asset:provider-clearing', 500000::bigint)) s(code, amount)
        join ledger_accounts a on a.code = s.code
        where e.member_id between ${lo} and ${hi} and e.idempotency_key like 'bench:%'
          and e.member_id not in (${sql.join(probes, sql`, `)})`);
      log(`  members ${lo} to ${hi}`);
    }
  });
  log('balances and statistics');
  await db.execute(sql`
    update ledger_accounts a set balance = s.total, posting_count = s.n
    from (select account_id, sum(amount) as total, count(*)::int as n from postings group by account_id) s
    where s.account_id = a.id and (a.balance <> s.total or a.posting_count <> s.n)`);
  // Every other member's last five weekly notices: with notices for the probe members alone, the
  // planner expected half the table per member and read all of it for the user view's unread count,
  // where a fund's table of many members' notices is read by its index.
  await db.execute(sql`
    insert into notifications (user_id, key, subject, message, created_at)
    select u.id, 'contribution', 'Contribution received', 'Your weekly contribution of ₦5,000 was received.',
           now() - (g || ' weeks')::interval
    from users u cross join generate_series(1, 5) g
    where u.id not in (${big.userId}, ${small.userId}) and u.role = 'member'`);
  // The probe members' notifications: a long list and a short one.
  for (const [userId, n] of [
    [big.userId, BIG_HISTORY],
    [small.userId, SMALL_HISTORY],
  ] as const) {
    await db.execute(sql`
      insert into notifications (user_id, key, subject, message, created_at)
      select ${userId}, 'contribution', 'Contribution received', 'Your weekly contribution of ₦5,000 was received.',
             ${HISTORY_START}::timestamptz + (g || ' hours')::interval
      from generate_series(1, ${n}) g`);
  }
  await db.execute(sql`vacuum analyze`);
  const [counted] = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from postings`));
  await db.execute(sql`insert into bench_seed (version, members, postings, big, small)
    values (${SEED_VERSION}, ${size.members}, ${size.postings}, ${big.userId}, ${small.userId})`);
  log(`seeded ${Number(counted?.n).toLocaleString('en')} postings`);
  return {
    big: big.userId,
    small: small.userId,
    reused: false,
    seconds: (performance.now() - started) / 1000,
  };
}
