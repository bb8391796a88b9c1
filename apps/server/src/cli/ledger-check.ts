import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { type Database, DatabaseUnavailableError, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { checkLedger, type LedgerReport } from '../ledger/index.ts';

/**
 * npm run ledger:check — verifies the ledger's invariants on the configured database (DATABASE_URL, or
 * the embedded one in DATA_DIR, whose lock makes it refuse while the server runs). Read-only.
 * Exit codes: 0 every invariant holds, 1 an invariant fails, 2 the check could not run.
 * --json prints the report as JSON instead of text.
 */
function printReport(report: LedgerReport, where: string): void {
  const { accounts, entries, postings } = report.counts;
  console.log(`Ledger check on ${where}`);
  console.log(`  ${accounts} accounts, ${entries} journal entries, ${postings} postings\n`);
  for (const c of report.checks) {
    console.log(`  ${c.ok ? 'OK  ' : 'FAIL'}  ${c.name}`);
    for (const p of c.problems) console.log(`          - ${p}`);
  }
  console.log(report.ok ? '\nThe ledger is consistent.' : '\nThe ledger is NOT consistent: see FAIL above.');
}

async function main(): Promise<number> {
  const json = process.argv.includes('--json');
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
    const where =
      database.kind === 'pglite'
        ? `the embedded database in ${config.dataDir}/pg`
        : 'PostgreSQL (DATABASE_URL)';
    const tables = (await database.db.execute(
      sql`select to_regclass('public.postings') as t`,
    )) as unknown as {
      rows: { t: string | null }[];
    };
    if (!tables.rows[0]?.t) {
      console.error(`No ledger in ${where}: start the server once (npm start) to create the database.`);
      return 2;
    }
    const report = await checkLedger(database.db);
    if (json) console.log(JSON.stringify(report, null, 2));
    else printReport(report, where);
    return report.ok ? 0 : 1;
  } catch (e) {
    if (
      e instanceof ConfigError ||
      e instanceof DatabaseUnavailableError ||
      e instanceof DataDirLockedError
    ) {
      console.error(`Cannot check the ledger: ${e.message}`);
    } else {
      console.error('Cannot check the ledger:', e);
    }
    return 2;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
