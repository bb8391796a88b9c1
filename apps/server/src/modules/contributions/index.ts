/**
 * What the contributions module offers the rest of the server; everything else in it is its own.
 * It holds the member's contribution record: the schedule of a cycle's periods, the weeks paid or
 * missed, the standing and title they give, and receive(), the one way money enters contributions.
 */
export type { CreditedWeeks } from './credit-weeks.ts';
export { nextDebit } from './next-debit.ts';
export { saveMoreReceiptLines } from './receipt-lines.ts';
export { type Received, receiveContribution, receiveDebits } from './receive.ts';
export { contributionsRoutes } from './routes.ts';
export { saveMorePurpose, startSaveMore } from './save-more.ts';
export {
  type CycleDates,
  cycleDates,
  DAY_MS,
  duePeriods,
  inCashoutWindow,
  type Period,
  periodAmount,
  periodsOf,
  WEEK_MS,
} from './schedule.ts';
export { baseUnitKobo } from './service.ts';
export { GRACE_MS, type PeriodRecord, shouldLock } from './standing.ts';
export { refreshAllTitles, refreshTitles, standingsOf } from './titles.ts';
export { type ContributionWeek, cycleWeeks } from './weeks.ts';
