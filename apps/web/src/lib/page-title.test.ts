import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { TITLED_PATHS, titledHere, titleFor } from './page-title.ts';

describe('titleFor', () => {
  it('gives each screen its own title', () => {
    expect(titleFor('/dashboard')).toBe('Dashboard | Trust Fund');
    expect(titleFor('/profile/')).toBe('Profile | Trust Fund');
    expect(titleFor('/')).toMatch(/^Trust Fund — /);
    expect(titleFor('/no-such-page')).toBe('Page not found | Trust Fund');
  });

  it('names every route, and no two routes alike', () => {
    // The console's pages are named by their sections (config/console-sections.test.ts).
    const all = Object.values(paths).filter((p) => p !== paths.admin && !p.startsWith(`${paths.admin}/`));
    expect(all.filter((p) => p !== paths.home && !TITLED_PATHS.includes(p))).toEqual([]);
    const titles = all.map((p) => titleFor(p));
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(titles).not.toContain('Page not found | Trust Fund');
  });

  it('knows which paths it names; the console’s are named by its sections', () => {
    expect(['/', '/dashboard', '/profile/', ...TITLED_PATHS].every(titledHere)).toBe(true);
    const elsewhere = [paths.admin, '/admin/payouts', '/admin/members/12', '/no-such-page'];
    expect(elsewhere.some(titledHere)).toBe(false);
  });
});
