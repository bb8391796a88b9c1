import type { JobDeps } from '../../deps.ts';
import { refreshBanks } from './directory.ts';

/**
 * The daily refresh of the bank list. A process without a bank directory (a simulation) has nothing
 * to refresh. Errors: the provider's, so the job runner records the run as failed and tries tomorrow.
 */
export async function refreshBankList(deps: JobDeps, now: Date): Promise<{ banks: number }> {
  if (!deps.banks) return { banks: 0 };
  return { banks: await refreshBanks(deps.db, deps.banks, now) };
}
