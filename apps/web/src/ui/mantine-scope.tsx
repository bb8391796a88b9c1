import { MantineContext, MantineProvider } from '@mantine/core';
import { type ReactNode, use } from 'react';
import './mantine-styles.ts';
import { theme } from './theme.ts';

/**
 * MantineScope: the fund's theme for a part of the page drawn with Mantine (a screen, a layout, a
 * dialog), with Mantine's component styles. The app has no provider at its root, so the landing page,
 * drawn with its own CSS, downloads no Mantine at all (about 12 KB compressed on a phone's first
 * visit). Inside another scope it adds nothing, so a screen in a layout has one provider.
 *
 * The theme's CSS variables come from a stylesheet every page loads (ui/theme-variables.css), not
 * from the provider, which is why it writes none here.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  if (use(MantineContext) != null) return children;
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
