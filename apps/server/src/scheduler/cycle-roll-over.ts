import { rollOverEndedCycles } from '../modules/cycle/index.ts';
import type { JobDefinition } from './job.ts';

/** Cycles that ended without a cash-out roll into the next cycle: hourly. */
export const cycleRollOverJob: JobDefinition = {
  name: 'cycle-roll-over',
  cron: '5 * * * *',
  run: async (deps, now) => ({ ...(await rollOverEndedCycles(deps, now)) }),
};
