import { useEffect } from 'react';

/**
 * Keeps the browser's Back button on this screen (the plan list, card page, trust partner and
 * invite steps, part 1 section 2): a member mid-payment or mid-onboarding cannot step back into a
 * finished step. Leaving through the screen's own buttons still works.
 */
export function useBlockBack(): void {
  useEffect(() => {
    const stay = () => window.history.pushState(null, '', window.location.href);
    stay();
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, []);
}
