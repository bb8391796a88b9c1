import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { isCurrent, moreGroups, NAV_GROUPS, visibleGroups, visibleTabs } from './nav.ts';

/** The sidebar of part 2 section 2.2, as the spec lists it. */
const SPEC_SIDEBAR = [
  'Dashboard',
  'Weekly Contribution',
  'Weekly Earnings',
  'Save More',
  'Build Trust Network',
  'My Trust Network',
  'Transactions',
  'Get a Loan',
  'My Trust Wallet',
  'Trust Market',
  'Apply for P.O.P',
  'Apply for E.T.C',
  'Business Expert',
  'Legal Advice',
  'Medical Advice',
  'Invite People',
  'Notifications',
  'User Profile',
  'Logout',
];

const labels = (groups: { entries: { label: string }[] }[]) =>
  groups.flatMap((g) => g.entries.map((e) => e.label));

describe('the member menu', () => {
  it("keeps every entry of the spec's sidebar exactly once, in groups", () => {
    expect([...labels(NAV_GROUPS)].sort()).toEqual([...SPEC_SIDEBAR].sort());
    expect(NAV_GROUPS.map((g) => g.name)).toEqual(['Save', 'Earn', 'Borrow', 'Network', 'Help', 'Account']);
  });

  it('hides Weekly Earnings, Save More and User Profile from an operator viewing a member', () => {
    const shown = labels(visibleGroups(true));
    expect(SPEC_SIDEBAR.filter((l) => !shown.includes(l))).toEqual([
      'Weekly Earnings',
      'Save More',
      'User Profile',
    ]);
    expect(labels(visibleGroups(false))).toHaveLength(SPEC_SIDEBAR.length);
  });

  it("gives a phone tabs and a More sheet that together hold every entry, plus the navbar's help links", () => {
    const groups = visibleGroups(false);
    const tabs = visibleTabs(groups);
    expect(tabs.map((t) => t.label)).toEqual(['Home', 'Save', 'Loans', 'Network', 'Me']);
    const inSheet = labels(moreGroups(groups));
    expect([...tabs.map((t) => t.entry.label), ...inSheet].sort()).toEqual(
      [...SPEC_SIDEBAR, 'Customer Care', 'Support Chat'].sort(),
    );
  });

  it('drops the Me tab for an operator, whose view has no User Profile', () => {
    expect(visibleTabs(visibleGroups(true)).map((t) => t.label)).toEqual([
      'Home',
      'Save',
      'Loans',
      'Network',
    ]);
  });

  it('marks the page on screen, never an expert chat, and the dashboard on the operator view too', () => {
    const entries = NAV_GROUPS.flatMap((g) => g.entries);
    const entry = (label: string) => {
      const found = entries.find((e) => e.label === label);
      if (!found) throw new Error(`no entry ${label}`);
      return found;
    };
    expect(isCurrent(entry('Transactions'), paths.transactions)).toBe(true);
    expect(isCurrent(entry('Transactions'), paths.savemore)).toBe(false);
    expect(isCurrent(entry('Legal Advice'), paths.chat)).toBe(false);
    expect(isCurrent(entry('Dashboard'), paths.userdashboard)).toBe(true);
    expect(isCurrent(entry('Logout'), paths.dashboard)).toBe(false);
  });
});
