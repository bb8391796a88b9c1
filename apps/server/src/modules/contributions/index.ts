/**
 * What the contributions module offers the rest of the server; everything else in it is its own.
 * It holds the member's contribution record: the schedule of a cycle's periods, the weeks paid or
 * missed, the standing and title they give, and receive(), the one way money enters contributions.
 */
import { registerPaymentPurpose } from '../payments/index.ts';
import { saveMorePurpose } from './save-more.ts';

// What a Save More payment does when it is paid (modules/payments settles it).
registerPaymentPurpose(saveMorePurpose);

export { type CreditedWeeks, creditContributionWeeks } from './credit-weeks.ts';
export {
  type ContributionReceipt,
  type Received,
  type ReceivedDebit,
  receiveContribution,
  receiveDebits,
} from './receive.ts';
export { contributionsRoutes } from './routes.ts';
export { startSaveMore } from './save-more.ts';
export {
  addMonths,
  CASHOUT_WINDOW_MS,
  type CycleDates,
  type CycleTerms,
  cycleDates,
  DAY_MS,
  dueAt,
  duePeriods,
  type Frequency,
  inCashoutWindow,
  type Period,
  periodAmount,
  periodsOf,
  WEEK_MS,
} from './schedule.ts';
export { baseUnitKobo } from './service.ts';
export {
  GRACE_MS,
  inGrace,
  LOCK_AFTER_MISSED,
  type MemberTitle,
  memberTitle,
  type PeriodRecord,
  type PeriodStatus,
  type Standing,
  shouldLock,
  titleFor,
} from './standing.ts';
export { refreshAllTitles, refreshTitle, refreshTitles, standingsOf } from './titles.ts';
export { type ContributionWeek, cycleWeeks } from './weeks.ts';
