import { paths } from '../config/paths.ts';

/** The landing page's title (index.html) and the suffix of every other one. */
const SITE_TITLE = 'Trust Fund';
const LANDING_TITLE = 'Trust Fund — save, earn and borrow interest-free';

/**
 * Each screen's own <title>, so a browser tab, history entry and screen reader say where the member
 * is. Keyed by path, set by the root layout on every navigation.
 */
const TITLES: Record<string, string> = {
  [paths.login]: 'Log in',
  [paths.register]: 'Create your account',
  [paths.forgot]: 'Forgot password',
  [paths.reset]: 'Reset password',
  [paths.invitation]: 'Your staff account',
  [paths.terms]: 'Terms and conditions',
  [paths.privacy]: 'Privacy policy',
  [paths.learnMore]: 'Learn more',
  [paths.jobs]: 'Jobs',
  [paths.chatSupport]: 'Chat with support',
  [paths.support]: 'Support',
  [paths.trustplans]: 'Trust plans',
  [paths.viewplans]: 'Choose a plan',
  [paths.carddetails]: 'Card details',
  [paths.otp]: 'Enter OTP',
  [paths.transfer]: 'Pay by bank transfer',
  [paths.receipt]: 'Payment receipt',
  [paths.trustpartner]: 'Trust partner',
  [paths.trustnetwork]: 'Invite friends',
  [paths.success]: 'Welcome aboard',
  [paths.loans]: 'Loans',
  [paths.emailUnsubscribe]: 'Unsubscribe',
  [paths.dashboard]: 'Dashboard',
  [paths.userdashboard]: 'Member dashboard (operator view)',
  [paths.weeklycontribution]: 'Weekly contributions',
  [paths.savemore]: 'Save more',
  [paths.transactions]: 'Transactions',
  [paths.profile]: 'Profile',
  [paths.changepassword]: 'Change password',
  [paths.weeklyearnings]: 'Earnings',
  [paths.userchat]: 'Messages',
  [paths.notifications]: 'Notifications',
  [paths.pop]: 'Purchase Order Power',
  [paths.etc]: 'Emergency Travel Cover',
  [paths.chat]: 'Ask an expert',
  [paths.loan]: 'Apply for a loan',
  [paths.addtrusters]: 'Add trusters',
  [paths.confirmloan]: 'Confirm loan',
  [paths.viewloan]: 'Loan',
  [paths.trustmembers]: 'Trust members',
  [paths.buildnetwork]: 'Build your network',
  [paths.trustwallet]: 'Trust wallet',
  [paths.changecard]: 'Change card',
  [paths.trustmarket]: 'Trust market',
  [paths.customercare]: 'Customer care',
};

/** Every path with its own title (tested: no two screens share one). */
export const TITLED_PATHS = Object.keys(TITLES);
const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
/** Whether this table names the path (the landing page too); the console's pages it leaves to `named`. */
export const titledHere = (pathname: string) => pathname === '/' || trimmed(pathname) in TITLES;
/**
 * "Dashboard | Trust Fund"; the landing page keeps its own; unknown paths say the page was not found.
 * `named` gives the title of pages named elsewhere (the console's sections name their own).
 */
export function titleFor(pathname: string, named?: (path: string) => string | undefined): string {
  if (pathname === '/') return LANDING_TITLE;
  const path = trimmed(pathname);
  const name = TITLES[path] ?? named?.(path) ?? 'Page not found';
  return `${name} | ${SITE_TITLE}`;
}
