import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { titledHere, titleFor } from '../lib/page-title.ts';
import { OfflineBar } from '../ui/offline-bar.tsx';
import { PopupHost } from '../ui/popup.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Wraps every screen: the offline bar, the one-at-a-time pop-up, scroll restoration, the page title. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Each screen has its own title (lib/page-title.ts), set here for every screen. The console's pages
  // are named by its sections, whose table stays out of the public pages' download: it comes with the
  // other areas' route table, which such a path loads anyway, so a path lib/page-title.ts does not
  // name takes its title once that table is here.
  useEffect(() => {
    if (titledHere(pathname)) {
      document.title = titleFor(pathname);
      return;
    }
    let current = true;
    // Should the table fail to arrive, the screen (which needs it too) says so; the title stays.
    import('./area-routes.tsx').then(
      ({ consoleTitle }) => {
        if (current) document.title = titleFor(pathname, consoleTitle);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  // Lets the API client and logout() change screens without reloading the app.
  useEffect(() => {
    registerNavigator((to, opts) => navigate(to, opts));
    return () => registerNavigator(null);
  }, [navigate]);
  return (
    <>
      <OfflineBar />
      <Outlet />
      <PopupHost />
      <ScrollRestoration />
    </>
  );
}
