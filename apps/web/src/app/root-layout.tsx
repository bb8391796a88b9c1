import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { titleFor } from '../lib/page-title.ts';
import { OfflineBar } from '../ui/offline-bar.tsx';
import { PopupHost } from '../ui/popup.tsx';
import { consoleTitle } from './console-shell/sections.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Wraps every screen: the offline bar, the one-at-a-time pop-up, scroll restoration, the page title. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Each screen has its own title.
  useEffect(() => {
    document.title = titleFor(pathname, consoleTitle);
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
