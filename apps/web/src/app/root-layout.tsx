import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { OfflineBar } from '../ui/offline-bar.tsx';
import { PopupHost } from '../ui/popup.tsx';

/** Wraps every screen: the offline bar, the one-at-a-time pop-up, scroll restoration. */
export function RootLayout() {
  const navigate = useNavigate();
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
