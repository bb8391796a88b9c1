// Writes src/ui/theme-variables.css from the theme (src/ui/theme-css.ts says why it exists).
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeCss } from '../src/ui/theme-css.ts';

const file = new URL(`../src/ui/${THEME_CSS_FILE}`, import.meta.url);
writeFileSync(file, themeCss());
console.log(`wrote ${file.pathname}`);
