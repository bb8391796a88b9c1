/** The landing page's title (index.html) and the suffix of every other one. */
export const SITE_TITLE = 'Trust Fund';
const LANDING_TITLE = 'Trust Fund — save, earn and borrow interest-free';

/**
 * Each screen's own <title>, so a browser tab, history entry and screen reader say where the member
 * is. Keyed by path, set by the root layout on every navigation.
 */
const TITLES: Record<string, string> = {
  '/login': 'Log in',
  '/register': 'Create your account',
  '/forgot': 'Forgot password',
  '/reset': 'Reset password',
  '/terms': 'Terms and conditions',
  '/privacy': 'Privacy policy',
  '/learn-more': 'Learn more',
  '/jobs': 'Jobs',
  '/chat-support': 'Chat with support',
  '/support': 'Support',
  '/trustplans': 'Trust plans',
  '/viewplans': 'Choose a plan',
  '/carddetails': 'Card details',
  '/otp': 'Enter OTP',
  '/transfer': 'Pay by bank transfer',
  '/receipt': 'Payment receipt',
  '/trustpartner': 'Trust partner',
  '/trustnetwork': 'Invite friends',
  '/success': 'Welcome aboard',
  '/loans': 'Loans',
  '/dashboard': 'Dashboard',
  '/userdashboard': 'Dashboard',
  '/weeklycontribution': 'Weekly contributions',
  '/savemore': 'Save more',
  '/transactions': 'Transactions',
  '/profile': 'Profile',
  '/changepassword': 'Change password',
  '/weeklyearnings': 'Earnings',
  '/userchat': 'Chat',
  '/notifications': 'Notifications',
  '/pop': 'Purchase Order Power',
  '/etc': 'Emergency Travel Cover',
  '/chat': 'Chat',
  '/loan': 'Apply for a loan',
  '/addtrusters': 'Add trusters',
  '/confirmloan': 'Confirm loan',
  '/viewloan': 'Loan',
  '/trustmembers': 'Trust members',
  '/buildnetwork': 'Build your network',
  '/trustwallet': 'Trust wallet',
  '/changecard': 'Change card',
  '/trustmarket': 'Trust market',
  '/customercare': 'Customer care',
};

/** "Dashboard | Trust Fund"; the landing page keeps its own; unknown paths say the page was not found. */
export function titleFor(pathname: string): string {
  if (pathname === '/') return LANDING_TITLE;
  const name = TITLES[pathname.replace(/\/+$/, '') || '/'] ?? 'Page not found';
  return `${name} | ${SITE_TITLE}`;
}
