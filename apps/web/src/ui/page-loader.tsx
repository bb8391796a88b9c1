import { Center, type CenterProps, Loader } from '@mantine/core';

interface PageLoaderProps extends CenterProps {
  /** What is loading, the spinner's name for screen readers: "Loading", "Loading the terms". */
  label?: string;
}

/**
 * PageLoader: a spinner in the middle of the space a screen (or a part of one) will fill, while its
 * code is on its way (a lazy screen's Suspense fallback). Half the screen's height unless `mih` says
 * otherwise. Once the code is there and only the data is awaited, show a Skeleton (page-skeleton.tsx).
 */
export function PageLoader({ label = 'Loading', mih = '50vh', ...box }: PageLoaderProps) {
  return (
    <Center mih={mih} {...box}>
      <Loader aria-label={label} />
    </Center>
  );
}
