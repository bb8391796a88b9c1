import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { brand, tokens } from './palette.ts';
import { CONTRAST_PAIRS, theme } from './theme.ts';

describe('the theme', () => {
  it.each(CONTRAST_PAIRS)('gives $name at least 4.5:1 (WCAG AA for text)', ({ text, background }) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it("makes the fund's green the primary colour, also for screens that ask for teal", () => {
    expect(theme.primaryColor).toBe('brand');
    expect(brand[9]).toBe('#0b6e4f');
    expect(theme.colors?.teal).toBe(brand);
    expect(theme.black).toBe(tokens.ink);
  });

  it('defines every step of the type scale, spacing, radii and shadows', () => {
    for (const scale of [theme.fontSizes, theme.spacing, theme.radius, theme.shadows]) {
      expect(Object.keys(scale ?? {})).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    }
  });
});
