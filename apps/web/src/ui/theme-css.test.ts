import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from './theme-css.ts';

describe('the theme stylesheet (ui/theme-variables.css)', () => {
  it('is what MantineProvider draws for the theme today: run `npm run theme:css -w @trust/web` if not', () => {
    const onDisk = readFileSync(new URL(`./${THEME_CSS_FILE}`, import.meta.url), 'utf8');
    expect(onDisk).toBe(themeCss());
  });

  it("holds the fund's colours and the responsive helper classes, above Mantine's defaults", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-brand-9: #0b6e4f');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('.mantine-hidden-from-sm');
    // Weightier than Mantine's own `:root` rules, which its component stylesheet repeats later.
    expect(css).not.toMatch(/(^|[^l]):root/);
  });
});
