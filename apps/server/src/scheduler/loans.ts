import { expireLoanRequests, remindOverdueLoans } from '../modules/loans/index.ts';
import type { JobDefinition } from './job.ts';

/** Loan requests past their 48 hours end and free their trusters: every 5 minutes. */
export const loanExpiryJob: JobDefinition = {
  name: 'loan-request-expiry',
  cron: '*/5 * * * *',
  run: async (deps, now) => ({ ...(await expireLoanRequests(deps.db, now)) }),
};

/** Overdue loans: one reminder a day to the borrower and the trusters, at 9am Lagos. */
export const loanOverdueJob: JobDefinition = {
  name: 'loan-overdue-reminders',
  cron: '0 9 * * *',
  run: async (deps, now) => ({ ...(await remindOverdueLoans(deps.db, now)) }),
};
