/**
 * The console's reports on the year simulation's data: `npm run simulate`'s fund (members × 52 weeks,
 * the real cycle rules), then every report built as GET /admin/reports/:name builds it, timed, and the
 * trial balance compared with the ledger check. PostgreSQL with TEST_DATABASE_URL=postgres://… node
 * bench/reports.ts --postgres; the embedded database otherwise. Writes bench/results/reports[-postgres].md.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPORT_NAMES } from '@trust/shared';
import { simulate } from '../apps/server/src/cli/simulate.ts';
import { checkLedger } from '../apps/server/src/ledger/check.ts';
import { buildReport } from '../apps/server/src/modules/admin/reports/service.ts';

const onPostgres = process.argv.includes('--postgres');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 52);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const lines: string[] = [];
await simulate({
  members: MEMBERS,
  weeks: WEEKS,
  failShare: 0.1,
  seed: 42,
  databaseUrl: onPostgres ? process.env.TEST_DATABASE_URL : undefined,
  log: (l) => console.log(l),
  inspect: async (db, now) => {
    const check = await checkLedger(db);
    lines.push(
      `# Reports on the simulated fund (${MEMBERS.toLocaleString('en')} members × ${WEEKS} weeks, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
      '',
      `Command: \`${onPostgres ? 'TEST_DATABASE_URL=… ' : ''}node bench/reports.ts${onPostgres ? ' --postgres' : ''}\`; ${check.counts.entries.toLocaleString('en')} entries, ${check.counts.postings.toLocaleString('en')} postings; ledger check ${check.ok ? 'passed' : 'FAILED'}. Best and worst of ${ROUNDS} runs per report, on a 2-core machine shared with other test runs.`,
      '',
      '| report | rows | best ms | worst ms |',
      '|---|---|---|---|',
    );
    for (const name of REPORT_NAMES) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const began = performance.now();
        const r = await buildReport(db, name, now);
        times.push(performance.now() - began);
        rows = r.rows.length;
        if (name === 'trial-balance' && r.totals?.debit !== r.totals?.credit)
          throw new Error('trial balance off');
      }
      lines.push(
        `| ${name} | ${rows} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
      );
    }
  },
});
const out = resolve(`bench/results/reports${onPostgres ? '-postgres' : ''}.md`);
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
