import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws `children` in a render that yields to the browser every few milliseconds, showing `fallback`
 * until that render is done. For a screen whose first full drawing is heavy (the dashboard's cards):
 * drawn in one go, it held a phone's main thread for over a second (Lighthouse's Total Blocking Time).
 *
 * Why not `useDeferredValue` in the screen: its deferred render runs the screen's own hooks again,
 * and React redraws everything in one blocking pass when any store those hooks read (a query that
 * answers meanwhile) changed during the yielding render. Here the yielding render starts below the
 * screen, at this component's state: keep hooks that read a query out of `children` (give them their
 * own Reveal) so nothing in it can change mid-way.
 *
 * `ready={false}` keeps the fallback (a screen still waiting for its figures): a screen that returns
 * a Reveal while it waits and another once its figures are there keeps one fallback on the page, not
 * a skeleton thrown away and drawn again (its shimmer starting over), and the yielding render starts
 * once it is ready.
 */
export function Reveal({
  children,
  fallback,
  ready = true,
}: {
  children: ReactNode;
  fallback: ReactNode;
  ready?: boolean;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setShown(true));
  }, [ready]);
  return shown && ready ? children : fallback;
}
