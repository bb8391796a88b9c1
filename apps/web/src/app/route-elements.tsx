import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageLoader } from '../ui/page-loader.tsx';
import { RedirectMember } from './guards.tsx';

/**
 * Route-level code splitting: each screen is its own chunk, so / never downloads member screens. A
 * screen with a skeleton of its own passes it as the `fallback`, so the page keeps one shape from its
 * first paint to its figures.
 */
export const page = (
  load: () => Promise<{ default: ComponentType }>,
  withMantineStyles = true,
  fallback: ReactNode = <PageLoader />,
) => {
  // Mantine's component CSS and zod's browser settings (lib/zod-config.ts) arrive with the screen:
  // the landing page needs neither, and zod alone would weigh more than the landing page's budget.
  const Page = lazy(
    withMantineStyles
      ? () =>
          Promise.all([import('../ui/mantine-styles.ts'), import('../lib/zod-config.ts'), load()]).then(
            ([, , m]) => m,
          )
      : load,
  );
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
};

/** A public page a signed-in member is sent past, to /dashboard. */
export const redirectMember = (el: ReactNode) => <RedirectMember>{el}</RedirectMember>;
