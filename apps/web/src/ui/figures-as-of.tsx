import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { formatDateTime } from '@trust/shared/dates';
import { fromStorage } from '../lib/last-figures.ts';

/**
 * Whether FiguresAsOf draws its line for figures last updated at `updatedAt`: a screen that draws
 * something in place of what comes below it (the dashboard's first screenful) asks the same question.
 */
export function useFiguresAsOfShown(updatedAt: number): boolean {
  const { online } = useNetwork();
  return !online || fromStorage(updatedAt);
}

/**
 * Says how old the figures on screen are when they are not fresh from the server: "as of <time>" with
 * the time they arrived, while the phone is offline (the offline bar says so too) or until this visit's
 * figures replace those kept from the last one (lib/last-figures.ts). Nothing when they are fresh.
 */
export function FiguresAsOf({ updatedAt }: { updatedAt: number }) {
  const { online } = useNetwork();
  const shown = useFiguresAsOfShown(updatedAt);
  if (!shown) return null;
  return (
    <Alert color="gray" variant="light" role="status" title={`Figures as of ${formatDateTime(updatedAt)}`}>
      {online
        ? 'These are the figures from your last visit; they are being brought up to date.'
        : 'You are offline: these are the figures from your last visit. They are brought up to date when you are back online; paying, cashing out and other actions need the internet.'}
    </Alert>
  );
}
