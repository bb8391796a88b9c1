import { autoDebitJob } from './auto-debit.ts';
import { cycleRollOverJob } from './cycle-roll-over.ts';
import type { JobDefinition } from './job.ts';
import { loanExpiryJob, loanOverdueJob } from './loans.ts';
import { memberTitlesJob } from './member-titles.ts';

/** Every periodic job, in the order one simulated day runs them (debits, then roll-over, then titles). */
export const JOBS: readonly JobDefinition[] = [
  autoDebitJob,
  cycleRollOverJob,
  memberTitlesJob,
  loanExpiryJob,
  loanOverdueJob,
];

export type { JobDeps } from '../deps.ts';
export type { JobDefinition } from './job.ts';
