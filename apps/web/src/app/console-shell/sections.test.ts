import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS, sectionOf, sectionsFor } from './sections.ts';

describe('the console’s sections', () => {
  it('shows each role its own sections, and an admin all of them', () => {
    const ids = (role: string) => sectionsFor(role).map((s) => s.id);
    expect(ids('admin')).toEqual(CONSOLE_SECTIONS.map((s) => s.id));
    expect(ids('support')).toEqual(['members', 'inbox']);
    expect(ids('finance')).toEqual(['transfers', 'payouts', 'reports']);
    expect(ids('content')).toEqual(['content']);
    expect(ids('loans')).toEqual(['loans']);
    expect(ids('member')).toEqual([]);
  });

  it('finds the section of a path; a member’s page is in Members', () => {
    expect(sectionOf('/admin')?.id).toBe('members');
    expect(sectionOf('/admin/members/12')?.id).toBe('members');
    expect(sectionOf('/admin/payouts/')?.id).toBe('payouts');
    expect(sectionOf('/admin/nowhere')).toBeUndefined();
  });
});
