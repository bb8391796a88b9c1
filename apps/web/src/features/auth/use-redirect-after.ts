import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The spec's redirect delay after a success (part 1 section 9: 3 seconds after a reset or a password change). */
const REDIRECT_DELAY_MS = 3_000;

/** Call `start()` after a success: the browser moves to `to` after the delay. */
export function useRedirectAfter(to: string, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [started, to, delayMs, navigate]);
  return { started, start: () => setStarted(true) };
}
