import { describe, expect, it } from 'vitest';
import { titleFor } from '../lib/page-title.ts';
import { CONSOLE_SECTIONS, consoleTitle, sectionOf, sectionsFor } from './console-sections.ts';

describe('the console’s sections', () => {
  it('shows each role its own sections, and an admin all of them', () => {
    const ids = (role: string) => sectionsFor(role).map((s) => s.id);
    expect(ids('admin')).toEqual(CONSOLE_SECTIONS.map((s) => s.id));
    // Every operator sets up their own two-step sign-in.
    expect(ids('support')).toEqual(['members', 'inbox', 'dead-mail', 'messages', 'chat', 'security']);
    expect(ids('finance')).toEqual([
      'transfers',
      'approvals',
      'payouts',
      'bank-reviews',
      'uncredited',
      'refunds',
      'settlement',
      'adjustments',
      'reports',
      'security',
    ]);
    expect(ids('loans')).toEqual(['approvals', 'loans', 'pop-etc', 'security']);
    expect(ids('content')).toEqual(['content', 'security']);
    expect(ids('member')).toEqual([]);
  });

  it('finds the section of a path; a member’s page is in Members', () => {
    expect(sectionOf('/admin')?.id).toBe('members');
    expect(sectionOf('/admin/members/12')?.id).toBe('members');
    expect(sectionOf('/admin/payouts/')?.id).toBe('payouts');
    expect(sectionOf('/admin/reports/trial-balance')?.id).toBe('reports');
    expect(sectionOf('/admin/nowhere')).toBeUndefined();
  });

  it('names each console page after its section, a member’s and a report’s page as such', () => {
    const titles = CONSOLE_SECTIONS.map((s) => titleFor(s.path, consoleTitle));
    expect(titles).toContain('Members | Console | Trust Fund');
    expect(titles).toContain('Payouts | Console | Trust Fund');
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(titleFor('/admin/members/12', consoleTitle)).toBe('Member | Console | Trust Fund');
    expect(titleFor('/admin/reports/trial-balance', consoleTitle)).toBe('Report | Console | Trust Fund');
    expect(consoleTitle('/dashboard')).toBeUndefined();
  });
});
