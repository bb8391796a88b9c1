/**
 * Mantine's full component styles. main.tsx loads only the base (reset, variables, the loader), so
 * the landing page, built on its own CSS module, does not wait for ~30 KB of component CSS; every
 * other screen (app/routes.tsx) and every Mantine dialog or form on the landing page imports this
 * module, and Vite loads the CSS before that code runs.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
