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
function formatReport(report: LedgerReport, where: string): string {
  const { accounts, entries, postings } = report.counts;
  const lines = [
    `Ledger check on ${where}`,
    `  ${accounts} accounts, ${entries} journal entries, ${postings} postings\n`,
  ];
  for (const c of report.checks) {
    lines.push(`  ${c.ok ? 'OK  ' : 'FAIL'}  ${c.name}`);
    for (const p of c.problems) lines.push(`          - ${p}`);
  }
  lines.push(report.ok ? '\nThe ledger is consistent.' : '\nThe ledger is NOT consistent: see FAIL above.');
  return lines.join('\n');
}

/** The report (code 0 or 1, printed on standard output) or why the check could not run (code 2). */
export async function run(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<{ code: 0 | 1 | 2; message: string }> {
  const json = argv.includes('--json');
  let database: Database | undefined;
  try {
    const config = loadConfig(env);
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
      return {
        code: 2,
        message: `No ledger in ${where}: start the server once (npm start) to create the database.`,
      };
    }
    const report = await checkLedger(database.db);
    return {
      code: report.ok ? 0 : 1,
      message: json ? JSON.stringify(report, null, 2) : formatReport(report, where),
    };
  } catch (e) {
    if (
      e instanceof ConfigError ||
      e instanceof DatabaseUnavailableError ||
      e instanceof DataDirLockedError
    ) {
      return { code: 2, message: `Cannot check the ledger: ${e.message}` };
    }
    throw e;
  } finally {
    await database?.close();
  }
}

if (import.meta.main) {
  try {
    const outcome = await run(process.argv.slice(2));
    (outcome.code === 2 ? console.error : console.log)(outcome.message);
    process.exitCode = outcome.code;
  } catch (e) {
    console.error('Cannot check the ledger:', e);
    process.exitCode = 2;
  }
}
