import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readSupportContact } from '../../modules/support-contact/queries.ts';
import { createEmptyTestDatabase, testDatabaseKind } from '../../test/database.ts';
import { migrationsUpTo } from '../../test/release-1.ts';
import { type Database, migrate } from '../client.ts';

/**
 * 0015 moves the support contact's WhatsApp and phone numbers into the fund's details: a fund that set
 * them beside the chat before keeps showing them, and the footer's numbers, where set, win.
 */
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** A database as release 0014 left it, with a support contact and (optionally) fund details. */
async function fundAt0014(fund: { phone: string | null; whatsapp: string | null } | null) {
  database = await createEmptyTestDatabase();
  await migrate(database, migrationsUpTo('0014_dedicated_account_failures'));
  await database.db.execute(sql`insert into support_contact (id, hours, reply_time, whatsapp, phone, updated_at)
    values (1, 'Mon to Fri, 8 to 18', 'within 2 hours', '2348091111111', '2348092222222', now())`);
  if (fund) {
    await database.db.execute(sql`insert into fund_details (id, email, phone, whatsapp, updated_at)
      values (1, 'help@fund.ng', ${fund.phone}, ${fund.whatsapp}, now())`);
  }
  await migrate(database);
  return database;
}

const fundRow = async (db: Database) =>
  (
    (await db.db.execute(sql`select email, phone, whatsapp from fund_details`)) as unknown as {
      rows: { email: string | null; phone: string | null; whatsapp: string | null }[];
    }
  ).rows;

describe(`0015: the support numbers live in the fund's details (${testDatabaseKind()})`, () => {
  it('takes the support contact’s numbers into a fund with no details yet', async () => {
    const db = await fundAt0014(null);
    expect(await fundRow(db)).toEqual([{ email: null, phone: '2348092222222', whatsapp: '2348091111111' }]);
    expect(await readSupportContact(db.db)).toEqual({
      hours: 'Mon to Fri, 8 to 18',
      reply_time: 'within 2 hours',
      whatsapp: '2348091111111',
      phone: '2348092222222',
    });
  });

  it('keeps the numbers the fund’s details already had, and fills only the missing one', async () => {
    const db = await fundAt0014({ phone: '2348033333333', whatsapp: null });
    expect(await fundRow(db)).toEqual([
      { email: 'help@fund.ng', phone: '2348033333333', whatsapp: '2348091111111' },
    ]);
    const columns = (await db.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'support_contact' order by column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(columns.rows.map((r) => r.column_name)).not.toContain('phone');
    expect(columns.rows.map((r) => r.column_name)).not.toContain('whatsapp');
  });
});
