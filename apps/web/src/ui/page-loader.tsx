import type { CSSProperties } from 'react';
import s from './page-loader.module.css';

interface PageLoaderProps {
  /** What is loading, the spinner's name for screen readers: "Loading", "Loading the terms". */
  label?: string;
  /** The space it stands in: half the screen's height unless told otherwise. */
  minHeight?: CSSProperties['minHeight'];
  /** Space above and below, as a CSS length ("var(--mantine-spacing-xl)"). */
  paddingBlock?: CSSProperties['paddingBlock'];
}

/**
 * PageLoader: a spinner in the middle of the space a screen (or a part of one) will fill, while its
 * code is on its way (a lazy screen's Suspense fallback). Once the code is there and only the data is
 * awaited, show a Skeleton (page-skeleton.tsx). Plain markup, not Mantine's Loader: it shows before
 * any Mantine code has arrived (ui/mantine-scope.tsx), and looks the same.
 */
export function PageLoader({ label = 'Loading', minHeight = '50vh', paddingBlock }: PageLoaderProps) {
  return (
    <div className={s.center} style={{ minHeight, paddingBlock }}>
      <span role="status" aria-label={label} className={s.oval} />
    </div>
  );
}
