/**
 * Interest-free loans with trusters (part 2 sections 2.8, 4.3, 4.6, 4.11-4.13): the application, the
 * trusters' answers, the disbursal under maker-checker, repayment and overdue reminders.
 */
import './disbursal.ts';

export { adminLoanRoutes } from './admin-routes.ts';
export { expireLoanRequests, remindOverdueLoans, settleRepaidLoan } from './lifecycle.ts';
export { currentLoan, openLoan, statusOfLoan } from './read.ts';
export { loanRoutes } from './routes.ts';
export { loanStatusOf, OPEN_STATES as OPEN_LOAN_STATES } from './states.ts';
