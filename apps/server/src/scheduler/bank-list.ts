import { refreshBankList } from '../modules/banks/index.ts';
import type { JobDefinition } from './job.ts';

/** The provider's bank list, kept in the database: once a day, before the fund's morning. */
export const bankListJob: JobDefinition = {
  name: 'bank-list-refresh',
  cron: '40 2 * * *',
  run: (deps, now) => refreshBankList(deps, now),
};
