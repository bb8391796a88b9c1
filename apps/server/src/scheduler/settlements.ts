import { importSettlements } from '../modules/settlement/index.ts';
import type { JobDefinition } from './job.ts';

/**
 * The provider's settlements: every day at 09:00 Lagos time (Paystack pays out in the morning), the
 * new ones imported and posted to the fund's bank, a difference flagged for finance.
 */
export const settlementsJob: JobDefinition = {
  name: 'settlements',
  cron: '0 9 * * *',
  run: (deps, now) => importSettlements(deps, now),
};
