import { useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` through `count` items, paused while `paused` is true
 * (the visitor hovers or focuses the carousel, or chose to pause it).
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused]);
  return [count ? index % count : 0, setIndex] as const;
}
