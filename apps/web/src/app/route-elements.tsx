import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { PageLoader } from '../ui/page-loader.tsx';
import { RedirectMember } from './guards.tsx';

/**
 * Route-level code splitting: each screen is its own chunk, so / never downloads member screens. A
 * screen drawn with Mantine (all but the landing page and the frames of the public pages and joining
 * steps, which pass `withMantine` false) is drawn inside a Mantine scope. A screen with a skeleton of
 * its own passes it as the `fallback`, so the page keeps one shape from its first paint to its figures;
 * a fallback is drawn before Mantine is here, so it is plain markup.
 */
export const page = (
  load: () => Promise<{ default: ComponentType }>,
  withMantine = true,
  fallback: ReactNode = <PageLoader />,
) => {
  // Mantine (its provider, theme and component CSS) and zod's browser settings (lib/zod-config.ts)
  // arrive with the screen: the landing page needs neither, and either would weigh on its budget.
  const Page = lazy(
    withMantine
      ? () =>
          Promise.all([import('../ui/mantine-scope.tsx'), import('../lib/zod-config.ts'), load()]).then(
            ([{ MantineScope }, , { default: Screen }]) => ({
              default: () => (
                <MantineScope>
                  <Screen />
                </MantineScope>
              ),
            }),
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
