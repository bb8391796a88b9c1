import { Button, Group, Modal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * The 'Error!' and 'Success!' pop-ups with the server message (part 1 section 8): one at a time,
 * a new one replaces the one showing.
 */
type Popup = { title: 'Error!' | 'Success!' | string; message: string } | null;
let current: Popup = null;
const listeners = new Set<() => void>();
const set = (p: Popup) => {
  current = p;
  for (const l of listeners) l();
};

export const popup = {
  error: (message: string) => set({ title: 'Error!', message }),
  success: (message: string) => set({ title: 'Success!', message }),
  show: (title: string, message: string) => set({ title, message }),
  close: () => set(null),
};

/** The pop-up showing now, if any. */
export const popupState = () => current;

export function PopupHost() {
  const p = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  return (
    <Modal
      opened={p != null}
      onClose={popup.close}
      title={p?.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{p?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={popup.close}>OK</Button>
      </Group>
    </Modal>
  );
}
