/**
 * Interest-free loans with trusters (part 2 sections 2.8, 4.3, 4.6, 4.11-4.13): the application, the
 * trusters' answers, the disbursal under maker-checker, repayment and overdue reminders.
 */
export { loanAction } from './actions.ts';
export { listLoans } from './admin-list.ts';
export { loanDisbursalKind, proposeLoanDisbursal } from './disbursal.ts';
export { inLoanHours } from './hours.ts';
export { expireLoanRequests, remindOverdueLoans, settleRepaidLoan } from './lifecycle.ts';
export { reopenReturnedLoan } from './reopen-returned.ts';
export { answerTrustRequest as answerLoanTrustRequest } from './respond.ts';
export { loanRoutes } from './routes.ts';
export { ANSWER_WINDOW_MS } from './states.ts';
export { requestLoan } from './submit.ts';
export { loanEndedByWriteOff, settleWrittenOffLoan } from './write-off.ts';
