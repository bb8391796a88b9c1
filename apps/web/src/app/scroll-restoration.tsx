import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of the history was scrolled to, by its location key. */
const positions = new Map<string, number>();

/**
 * A new screen opens at its top (or at its #anchor); Back and Forward return to where the member was
 * on that screen. The browser's own restoration is turned off: it would act before the screen is drawn.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Leaving this entry: remember its place for Back.
    return () => {
      positions.set(location.key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);
  return null;
}
