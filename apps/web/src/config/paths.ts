/**
 * Every route of the web app by name (part 1 section 2, part 2 section 2.1): the router, links,
 * redirects and page titles all take their paths from here, so a renamed route cannot leave a link
 * behind.
 */
export const paths = {
  // public and joining
  home: '/',
  login: '/login',
  terms: '/terms',
  privacy: '/privacy',
  learnMore: '/learn-more',
  jobs: '/jobs',
  chatSupport: '/chat-support',
  support: '/support',
  trustplans: '/trustplans',
  carddetails: '/carddetails',
  receipt: '/receipt',
  otp: '/otp',
  transfer: '/transfer',
  trustpartner: '/trustpartner',
  trustnetwork: '/trustnetwork',
  success: '/success',
  register: '/register',
  forgot: '/forgot',
  reset: '/reset',
  /** A new staff member's invitation: sets their first password. */
  invitation: '/invitation',
  viewplans: '/viewplans',
  loans: '/loans',
  /** An email's unsubscribe link (messages from the fund), without signing in. */
  emailUnsubscribe: '/email-unsubscribe',
  // the member area
  dashboard: '/dashboard',
  userdashboard: '/userdashboard',
  weeklycontribution: '/weeklycontribution',
  savemore: '/savemore',
  transactions: '/transactions',
  profile: '/profile',
  changepassword: '/changepassword',
  trustwallet: '/trustwallet',
  changecard: '/changecard',
  weeklyearnings: '/weeklyearnings',
  notifications: '/notifications',
  userchat: '/userchat',
  pop: '/pop',
  etc: '/etc',
  chat: '/chat',
  loan: '/loan',
  addtrusters: '/addtrusters',
  confirmloan: '/confirmloan',
  viewloan: '/viewloan',
  trustmembers: '/trustmembers',
  buildnetwork: '/buildnetwork',
  trustmarket: '/trustmarket',
  customercare: '/customercare',
  // the operators' console
  admin: '/admin',
  adminMember: '/admin/members/:id',
  adminReports: '/admin/reports',
  adminReport: '/admin/reports/:name',
  adminAudit: '/admin/audit',
  adminSecurity: '/admin/security',
  adminLoans: '/admin/loans',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The member screens still to come: the router shows a "coming soon" page on each (none today). */
export const comingSoonPaths: AppPath[] = [];

/** The plan change on the profile, opened on one plan (the dashboard's upgrade dialog, the plan pages). */
export const planChangePath = (planId?: number) =>
  planId === undefined ? `${paths.profile}?change=open` : `${paths.profile}?change=${planId}`;
/** The ID check on the profile (where a member adds their BVN). */
export const profileIdCheckPath = `${paths.profile}#id-documents`;
/** The console's page of one member. */
export const adminMemberPath = (id: number) => paths.adminMember.replace(':id', String(id));
/** The console's page of one report. */
export const adminReportPath = (name: string) => paths.adminReport.replace(':name', name);
