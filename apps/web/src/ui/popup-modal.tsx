import { Button, Group, Modal, Text } from '@mantine/core';
import { MantineScope } from './mantine-scope.tsx';

/**
 * The pop-up's dialog. It is its own chunk (loaded by PopupHost the first time a pop-up shows), so
 * pages that never show one, like the landing page, do not download Mantine's modal code.
 */
export default function PopupModal({
  popup,
  onClose,
}: {
  popup: { title: string; message: string } | null;
  onClose: () => void;
}) {
  return (
    <MantineScope>
      <Modal
        opened={popup != null}
        onClose={onClose}
        title={popup?.title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>{popup?.message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Modal>
    </MantineScope>
  );
}
