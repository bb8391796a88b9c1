import { lazy, useSyncExternalStore } from 'react';
import { OnceShown } from './once-shown.tsx';

const PopupModal = lazy(() => import('./popup-modal.tsx'));

/**
 * The 'Error!' and 'Success!' pop-ups with the server message (part 1 section 8): one at a time,
 * a new one replaces the one showing.
 */
type Popup = { title: 'Error!' | 'Success!' | string; message: string; status?: number } | null;
let current: Popup = null;
const listeners = new Set<() => void>();
const set = (p: Popup) => {
  current = p;
  for (const l of listeners) l();
};

export const popup = {
  /** `status`: the answer's HTTP status (0 without an answer), which picks the next step shown under it. */
  error: (message: string, status?: number) => set({ title: 'Error!', message, status }),
  success: (message: string) => set({ title: 'Success!', message }),
  show: (title: string, message: string) => set({ title, message }),
  close: () => set(null),
};

/** The pop-up showing now, if any. */
export const popupState = () => current;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** A prerendered page is drawn (and hydrated) with no pop-up showing. */
const noPopup = () => null;

export function PopupHost() {
  const p = useSyncExternalStore(subscribe, () => current, noPopup);
  return (
    <OnceShown when={p != null}>
      <PopupModal popup={p} onClose={popup.close} />
    </OnceShown>
  );
}
