import { runAutoDebit } from '../modules/cycle/index.ts';
import type { JobDefinition } from './job.ts';

/**
 * Weekly auto-debit: every 15 minutes, settles each contribution period that has fallen due (a
 * member's week falls due at the hour their plan started, so a short interval keeps debits on time).
 */
export const autoDebitJob: JobDefinition = {
  name: 'cycle-auto-debit',
  cron: '*/15 * * * *',
  run: async (deps, now) => {
    const { paidMembers: _, ...counts } = await runAutoDebit(deps, now);
    return counts;
  },
};
