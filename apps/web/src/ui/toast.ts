/**
 * toast: the short note that an action worked ("Your invitations have been sent"), shown at the top
 * right and gone by itself after 10 seconds (part 1 section 2), with a labelled close button. Use it
 * for a success the member need not act on. An error is not a toast: it goes beside what caused it
 * (a field's error, an Alert over the form); the 'Error!' and 'Success!' pop-ups (ui/popup.tsx) are
 * only for the server messages of the calls the spec flags, and the spec's own named toasts
 * ("Please don't enter same email multiple time") use `toast.warn`.
 */
import { notifications } from '~mantine-notifications-store';

const close = { 'aria-label': 'Close' };

export const toast = {
  success: (message: string) => notifications.show({ color: 'brand', message, closeButtonProps: close }),
  warn: (message: string) => notifications.show({ color: 'red', message, closeButtonProps: close }),
};
