import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineBar } from '../ui/offline-bar.tsx';
import { PopupHost } from '../ui/popup.tsx';

/** Wraps every screen: the offline bar, the one-at-a-time pop-up, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <OfflineBar />
      <Outlet />
      <PopupHost />
      <ScrollRestoration />
    </>
  );
}
