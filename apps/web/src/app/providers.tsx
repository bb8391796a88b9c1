import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { LazyNotifications } from './lazy-notifications.tsx';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 8 keeps text and buttons above WCAG AA contrast on white.
  primaryShade: { light: 9, dark: 6 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  // A phone set to reduce motion gets no sliding or fading transitions (also less work for a cheap phone).
  respectReducedMotion: true,
  components: {
    // A modal's title bar is a <header>: over the member area, whose top bar is the page's banner, it
    // counted as a second banner landmark. It is only the dialog's title row (the dialog is named by
    // its title). A plain object, so Modal's code stays out of the first download.
    Modal: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
  },
});

// Mantine's default dimmed grey (#868e96) and error red are below WCAG AA contrast on white, and so is
// teal-9 text on the teal-1 tint of light alerts, badges and buttons: the lighter teal-0 tint fixes it.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    // Mantine hovers a filled teal-9 button with the lighter teal-8: white on it falls below AA.
    '--mantine-color-teal-filled-hover': '#0b6e4f',
    '--mantine-primary-color-filled-hover': '#0b6e4f',
    // Light alerts and badges write in their colour's shade 6 on its pale tint: yellow ("Choose a plan
    // first") measured 2.69:1, blue and orange are below 4.5:1 too. Darker text for each passes AA.
    '--mantine-color-yellow-light-color': '#7a4d00',
    '--mantine-color-orange-light-color': '#a03c07',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-grape-light-color': 'var(--mantine-color-grape-9)',
    // Links in teal-9 fall just under 4.5:1 on those pale tints; the fund's darker green passes on all.
    '--mantine-color-anchor': '#0b6e4f',
  },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Toasts close by themselves after 10 seconds (part 1 section 2). */}
      <LazyNotifications autoClose={10_000} position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
