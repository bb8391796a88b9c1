import { type AppPath, paths } from '../../config/paths.ts';

/** The chat an expert entry opens: the route state /chat reads (part 2 section 2.16). */
interface ExpertChat {
  expertType: string;
  expertTitle: string;
}

/** A sidebar entry of part 2 section 2.2, with the spec's label. */
export type NavEntry =
  | { label: string; to: AppPath; state?: ExpertChat; hiddenForAdmin?: boolean }
  | { label: string; action: 'trust-market' | 'logout' };

export interface NavGroup {
  name: 'Save' | 'Earn' | 'Borrow' | 'Network' | 'Help' | 'Account';
  entries: NavEntry[];
}

const expert = (expertType: string, expertTitle: string): ExpertChat => ({ expertType, expertTitle });

/**
 * The sidebar (part 2 section 2.2), every entry with the spec's label and behaviour, grouped by what a
 * member comes to do. In admin-login mode (an operator viewing a member) Weekly Earnings, Save More
 * and User Profile are hidden.
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    name: 'Save',
    entries: [
      { label: 'Dashboard', to: paths.dashboard },
      { label: 'Weekly Contribution', to: paths.weeklycontribution },
      { label: 'Save More', to: paths.savemore, hiddenForAdmin: true },
      { label: 'Transactions', to: paths.transactions },
    ],
  },
  {
    name: 'Earn',
    entries: [
      { label: 'Weekly Earnings', to: paths.weeklyearnings, hiddenForAdmin: true },
      { label: 'My Trust Wallet', to: paths.trustwallet },
      // Opens a coming-soon modal (part 2 section 2.2), not the /trustmarket page.
      { label: 'Trust Market', action: 'trust-market' },
    ],
  },
  {
    name: 'Borrow',
    entries: [
      { label: 'Get a Loan', to: paths.loan },
      { label: 'Apply for P.O.P', to: paths.pop },
      { label: 'Apply for E.T.C', to: paths.etc },
    ],
  },
  {
    name: 'Network',
    entries: [
      { label: 'Build Trust Network', to: paths.buildnetwork },
      { label: 'My Trust Network', to: paths.trustmembers },
      { label: 'Invite People', to: paths.trustnetwork },
    ],
  },
  {
    name: 'Help',
    entries: [
      { label: 'Business Expert', to: paths.chat, state: expert('business_expert', 'Business Expert') },
      { label: 'Legal Advice', to: paths.chat, state: expert('legal_adviser', 'Legal Adviser') },
      { label: 'Medical Advice', to: paths.chat, state: expert('medical_adviser', 'Medical Adviser') },
      { label: 'Notifications', to: paths.notifications },
    ],
  },
  {
    name: 'Account',
    entries: [
      { label: 'User Profile', to: paths.profile, hiddenForAdmin: true },
      { label: 'Logout', action: 'logout' },
    ],
  },
];

/**
 * The phone's bottom tabs: each opens one sidebar entry; every other entry is in the More sheet. A tab
 * whose entry is hidden (Me, for an operator) is not shown.
 */
const TABS = [
  { label: 'Home', entry: 'Dashboard' },
  { label: 'Save', entry: 'Weekly Contribution' },
  { label: 'Loans', entry: 'Get a Loan' },
  { label: 'Network', entry: 'My Trust Network' },
  { label: 'Me', entry: 'User Profile' },
] as const;

/**
 * The navbar's Customer Care and Support Chat links (part 2 section 2.2): the phone's header has no room
 * for them, so the More sheet lists them under Help.
 */
const HEADER_HELP_LINKS: NavEntry[] = [
  { label: 'Customer Care', to: paths.customercare },
  { label: 'Support Chat', to: paths.userchat },
];

/** The groups with the entries this session may see, in order; an emptied group is left out. */
export function visibleGroups(adminLogin: boolean, groups: NavGroup[] = NAV_GROUPS): NavGroup[] {
  return groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => !(adminLogin && 'to' in e && e.hiddenForAdmin)) }))
    .filter((g) => g.entries.length > 0);
}

/** The tabs whose entry is visible, each with its entry. */
export function visibleTabs(groups: NavGroup[]) {
  const entries = groups.flatMap((g) => g.entries);
  return TABS.flatMap((tab) => {
    const entry = entries.find((e) => e.label === tab.entry);
    return entry && 'to' in entry ? [{ label: tab.label, entry }] : [];
  });
}

/** What the More sheet lists: the entries no tab opens, with the header's help links under Help. */
export function moreGroups(groups: NavGroup[]): NavGroup[] {
  const onTabs = new Set<string>(TABS.map((t) => t.entry));
  return groups
    .map((g) => ({
      ...g,
      entries: [
        ...g.entries.filter((e) => !onTabs.has(e.label)),
        ...(g.name === 'Help' ? HEADER_HELP_LINKS : []),
      ],
    }))
    .filter((g) => g.entries.length > 0);
}

/**
 * Whether an entry is the page on screen. An expert chat is never "current": the three share /chat.
 * The dashboard is current on /userdashboard too, the operator's view of it.
 */
export function isCurrent(entry: NavEntry, pathname: string): boolean {
  if (!('to' in entry) || entry.state) return false;
  if (entry.to === paths.dashboard && pathname === paths.userdashboard) return true;
  return entry.to === pathname;
}
