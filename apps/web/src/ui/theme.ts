import { type CSSVariablesResolver, createTheme, DEFAULT_THEME } from '@mantine/core';
import { brand, gold, tokens } from './palette.ts';

/**
 * The fund's design tokens, defined once: colours, type scale, spacing, radii and shadows. Screens use
 * them through Mantine props (`c="dimmed"`, `p="md"`, `radius="lg"`) and plain CSS through Mantine's CSS
 * variables (`var(--mantine-color-brand-9)`, `var(--mantine-spacing-md)`), never through one-off values.
 * Every text/background pairing listed in `CONTRAST_PAIRS` is held to WCAG AA by theme.test.ts.
 */

/**
 * The app's own faces first (ui/fonts/fonts.css, shipped with the app), then the naira sign they lack,
 * then the device's fonts for the moment before they arrive and for characters outside latin.
 */
const textFonts =
  '"Source Sans 3 Variable", "Trust Fund Naira", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const monoFonts =
  '"Source Code Pro Variable", "Trust Fund Naira", ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

export const theme = createTheme({
  colors: {
    brand,
    gold,
    // Screens written before the fund's palette ask for teal (`color="teal"`, `c="teal.9"`): they get the
    // fund's green, so there is one green everywhere.
    teal: brand,
  },
  primaryColor: 'brand',
  // Shade 9 for every colour's filled variant: white on red-9 is 5.5:1, on red-8 only 4.5:1.
  primaryShade: { light: 9, dark: 6 },
  black: tokens.ink,
  white: tokens.white,
  // Filled yellow or gold buttons and badges get ink text instead of white (1.8:1 on the fund's gold).
  autoContrast: true,
  fontFamily: textFonts,
  fontFamilyMonospace: monoFonts,
  // The type scale: 12, 14, 16, 18, 20 px text; headings shrink on a phone instead of wrapping word by word.
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
  headings: {
    fontFamily: textFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.45rem + 1.3vw, 2.25rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.5rem, 1.35rem + 0.7vw, 1.75rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.125rem', lineHeight: '1.35' },
      h5: { fontSize: '1rem', lineHeight: '1.4' },
      h6: { fontSize: '0.875rem', lineHeight: '1.45' },
    },
  },
  // Spacing on a 4 px grid: 8, 12, 16, 24, 32 px.
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  // Radii: 4, 6, 8 (controls), 12 (cards), 16 px (sheets).
  radius: { xs: '0.25rem', sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem' },
  defaultRadius: 'md',
  // Shadows tinted with the ink, not pure black, so raised cards stay in the fund's colours.
  shadows: {
    xs: '0 1px 2px rgba(27, 42, 36, 0.08)',
    sm: '0 1px 3px rgba(27, 42, 36, 0.1), 0 1px 2px rgba(27, 42, 36, 0.06)',
    md: '0 4px 12px rgba(27, 42, 36, 0.1), 0 2px 4px rgba(27, 42, 36, 0.06)',
    lg: '0 8px 24px rgba(27, 42, 36, 0.14)',
    xl: '0 16px 40px rgba(27, 42, 36, 0.18)',
  },
  // A phone set to reduce motion gets no sliding or fading transitions (also less work for a cheap phone).
  respectReducedMotion: true,
  components: {
    // A modal's title bar is a <header>: over the member area, whose top bar is the page's banner, it
    // counted as a second banner landmark. It is only the dialog's title row (the dialog is named by
    // its title). A plain object, so Modal's code stays out of the first download.
    Modal: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    // Every loader is named ("Loading plans"): a status may carry that name, a bare span may not (axe).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Colour variables Mantine derives from the palettes, where the derived value falls below AA or is not
 * the fund's: each line says which pairing it fixes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--trust-color-brand-dark': tokens.brandDark,
    '--trust-color-border': tokens.border,
    '--trust-color-on-ink': tokens.onInk,
  },
  light: {
    '--mantine-color-dimmed': tokens.muted,
    '--mantine-color-placeholder': tokens.placeholder,
    // Mantine's error red is red-6: 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-brand-9)',
    // Hovered filled buttons go darker, as on the landing page (Mantine would go one shade lighter).
    '--mantine-color-brand-filled-hover': tokens.brandDark,
    '--mantine-color-teal-filled-hover': tokens.brandDark,
    // Light alerts and badges write in their colour's shade 9 on its shade-1 tint: yellow-9 measured
    // 2.7:1 ("Choose a plan first").
    '--mantine-color-yellow-light-color': tokens.warningText,
  },
  dark: {},
});

/**
 * The text/background pairings the screens use (light scheme), checked by theme.test.ts: text at least
 * 4.5:1 against its background.
 */
export const CONTRAST_PAIRS: { name: string; text: string; background: string }[] = (() => {
  const { red, blue, yellow, gray } = DEFAULT_THEME.colors;
  return [
    { name: 'body text on white', text: tokens.ink, background: tokens.white },
    { name: 'body text on the soft green', text: tokens.ink, background: brand[0] },
    { name: 'body text on the gold banner', text: tokens.ink, background: gold[5] },
    { name: 'dimmed text on white', text: tokens.muted, background: tokens.white },
    { name: 'dimmed text on grey-0 pages', text: tokens.muted, background: gray[0] },
    { name: 'dimmed text on the soft green', text: tokens.muted, background: brand[0] },
    { name: 'dimmed text on the light tint', text: tokens.muted, background: brand[1] },
    { name: 'placeholder on white', text: tokens.placeholder, background: tokens.white },
    { name: 'links and green text on white', text: brand[9], background: tokens.white },
    { name: 'links on the soft green', text: brand[9], background: brand[0] },
    { name: 'links on grey-0 pages', text: brand[9], background: gray[0] },
    { name: 'white on a filled button', text: tokens.white, background: brand[9] },
    { name: 'white on a hovered filled button', text: tokens.white, background: tokens.brandDark },
    { name: 'light variant (active menu entry, badge)', text: brand[9], background: brand[1] },
    { name: 'light variant hovered', text: brand[9], background: brand[2] },
    { name: 'logo name on white', text: tokens.brandDark, background: tokens.white },
    { name: 'footer text on ink', text: tokens.onInk, background: tokens.ink },
    { name: 'cookie notice link on ink', text: brand[3], background: tokens.ink },
    { name: "hero text on the fund's green", text: brand[0], background: brand[9] },
    { name: "hero text on the fund's dark green", text: brand[0], background: tokens.brandDark },
    { name: 'white on red (notification count, Logout)', text: tokens.white, background: red[9] },
    { name: 'error text on white', text: red[9], background: tokens.white },
    { name: 'red light variant', text: red[9], background: red[1] },
    { name: 'blue light variant', text: blue[9], background: blue[1] },
    { name: 'yellow light variant', text: tokens.warningText, background: yellow[1] },
  ];
})();
