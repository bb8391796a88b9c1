import { describe, expect, it } from 'vitest';
import { titleFor } from './page-title.ts';

describe('titleFor', () => {
  it('gives each screen its own title', () => {
    expect(titleFor('/dashboard')).toBe('Dashboard | Trust Fund');
    expect(titleFor('/profile/')).toBe('Profile | Trust Fund');
    expect(titleFor('/')).toMatch(/^Trust Fund — /);
    expect(titleFor('/no-such-page')).toBe('Page not found | Trust Fund');
    expect(titleFor('/admin')).toBe('Members | Console | Trust Fund');
    expect(titleFor('/admin/members/12')).toBe('Member | Console | Trust Fund');
  });
});
