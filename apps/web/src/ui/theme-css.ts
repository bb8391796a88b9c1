import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme.ts';

/** Where the generated stylesheet lives, beside this file. */
export const THEME_CSS_FILE = 'theme-variables.css';

const HEADER = `/*
 * The fund's theme as CSS variables and Mantine's responsive helper classes, generated from ui/theme.ts
 * by \`npm run theme:css -w @trust/web\` (ui/theme-css.ts). Do not edit: ui/theme-css.test.ts fails when
 * this file and the theme disagree.
 *
 * MantineProvider would write these into the page at run time. As a stylesheet the public pages get the
 * fund's colours without downloading Mantine (app/mantine-scope.tsx).
 */
`;

/**
 * The stylesheet MantineProvider injects for the fund's theme (its CSS variables beyond Mantine's
 * defaults, then the hidden-from / visible-from classes), taken from what the provider itself draws,
 * so it is what the provider would have written.
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }));
  const styles = [...html.matchAll(/<style data-mantine-styles="[^"]*"[^>]*>([^<]*)<\/style>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );
  if (styles.length === 0) throw new Error('MantineProvider drew no styles');
  // `html:root` rather than `:root`: Mantine's component stylesheet (ui/mantine-styles.ts) repeats the
  // default variables and arrives after this file, so the theme's must win by weight, not by order.
  return `${HEADER}${styles.join('\n').replaceAll(':root', 'html:root')}\n`;
}
