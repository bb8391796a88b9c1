import { autoDebitJob } from './auto-debit.ts';
import { bankListJob } from './bank-list.ts';
import { cycleRollOverJob } from './cycle-roll-over.ts';
import type { JobDefinition } from './job.ts';
import { loanExpiryJob, loanOverdueJob } from './loans.ts';
import { mailOutboxJob } from './mail-outbox.ts';
import { memberTitlesJob } from './member-titles.ts';
import { messagesJob } from './messages.ts';
import { paymentEventsJob } from './payment-events.ts';
import { pushOutboxJob } from './push-outbox.ts';
import { settlementsJob } from './settlements.ts';

/**
 * Every periodic job, in the order one simulated day runs them (webhook events still waiting, debits,
 * then roll-over, titles and loans, the operators' messages, the provider's settlements, then the emails and push notifications they wrote).
 */
export const JOBS: readonly JobDefinition[] = [
  paymentEventsJob,
  autoDebitJob,
  cycleRollOverJob,
  memberTitlesJob,
  loanExpiryJob,
  loanOverdueJob,
  messagesJob,
  settlementsJob,
  mailOutboxJob,
  pushOutboxJob,
  bankListJob,
];

export type { JobDefinition } from './job.ts';
