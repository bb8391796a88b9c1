import { refreshAllTitles } from '../modules/contributions/index.ts';
import type { JobDefinition } from './job.ts';

/** Member titles (Qualified, Bonafide, Matured): daily, so weeks paid in advance and time count. */
export const memberTitlesJob: JobDefinition = {
  name: 'cycle-member-titles',
  cron: '20 0 * * *',
  run: async (deps, now) => ({ changed: await refreshAllTitles(deps.db, now) }),
};
