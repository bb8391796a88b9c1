import type { MantineColorsTuple } from '@mantine/core';

/**
 * The fund's palette: its two colour scales and the named colours outside them. A module of its own,
 * without Mantine, so the logo (drawn on the landing page, which downloads no Mantine) can read it;
 * ui/theme.ts builds the Mantine theme from it.
 */

/** The fund's green. Shade 9 is the fund's own green (#0b6e4f), the primary shade: text, links, buttons. */
export const brand: MantineColorsTuple = [
  '#ebf7f1', // 0: soft surfaces (landing sections, hovered menu rows)
  '#d9efe4', // 1: the light variant's tint (badges, alerts, the active menu entry)
  '#c2e5d4', // 2: the light variant's hover tint
  '#95d1b5',
  '#66bb95',
  '#3fa67a',
  '#229366',
  '#16835b',
  '#107655',
  '#0b6e4f', // 9: the fund's green
];

/** The fund's gold, an accent: promo banners and highlights, always under dark text (ink). */
export const gold: MantineColorsTuple = [
  '#fff9e1',
  '#fff1c2',
  '#ffe48a',
  '#ffd64d',
  '#f9c81f',
  '#f2b705', // 5: the fund's gold
  '#d9a300',
  '#b88a00',
  '#946f00',
  '#7a5b00',
];

/** The named colours outside the scales. */
export const tokens = {
  /** Body text and headings: a green-black that reads as the fund's ink. */
  ink: '#1b2a24',
  /** Secondary text (Mantine's "dimmed"): 7.3:1 on white, where Mantine's grey (#868e96) gave 3.3:1. */
  muted: '#4a5a53',
  /** The darker green of hovered buttons and the logo's name. */
  brandDark: '#084d37',
  /** Placeholders carry format hints (TFP0123456789): 5.0:1 on white, where Mantine's gray-5 gave 2.1:1. */
  placeholder: '#69727a',
  /** Borders and dividers on white. */
  border: '#d5e2db',
  /** Text of yellow (warning) alerts and badges on their pale yellow tint. */
  warningText: '#7a4d00',
  /** Text on the ink footer. */
  onInk: '#d9e4df',
  white: '#ffffff',
} as const;
