import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { registerNavigator } from '../lib/navigation.ts';
import { titleFor } from '../lib/page-title.ts';
import { OfflineBar } from '../ui/offline-bar.tsx';
import { PopupHost } from '../ui/popup.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

const isConsolePath = (pathname: string) =>
  pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/** Wraps every screen: the offline bar, the one-at-a-time pop-up, scroll restoration, the page title. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Each screen has its own title; the console's are named by its sections (ConsoleLayout), whose
  // table stays out of the public pages' download.
  useEffect(() => {
    if (!isConsolePath(pathname)) document.title = titleFor(pathname);
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
