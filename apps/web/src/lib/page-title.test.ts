import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { TITLED_PATHS, titleFor } from './page-title.ts';

describe('titleFor', () => {
  it('gives each screen its own title', () => {
    expect(titleFor('/dashboard')).toBe('Dashboard | Trust Fund');
    expect(titleFor('/profile/')).toBe('Profile | Trust Fund');
    expect(titleFor('/')).toMatch(/^Trust Fund — /);
    expect(titleFor('/no-such-page')).toBe('Page not found | Trust Fund');
    expect(titleFor('/admin')).toBe('Members | Console | Trust Fund');
    expect(titleFor('/admin/members/12')).toBe('Member | Console | Trust Fund');
  });

  it('names every route, and no two routes alike', () => {
    // A route with a parameter (/admin/members/:id) is named by its pattern, tried here with an id.
    const all = Object.values(paths).map((p) => p.replace(':id', '12'));
    const patterned = all.filter((p) => p !== paths.home && !TITLED_PATHS.includes(p));
    expect(patterned).toEqual(['/admin/members/12']);
    const titles = all.map(titleFor);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(titles).not.toContain('Page not found | Trust Fund');
  });
});
