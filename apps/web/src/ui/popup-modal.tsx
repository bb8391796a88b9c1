import { Button, Group, Modal, Text } from '@mantine/core';
import { audienceAt, errorNextStep } from './error-next-step.ts';
import { MantineScope } from './mantine-scope.tsx';

/** Full-page moves: the pop-up sits outside the router, and each of these starts afresh anyway. */
const act = {
  'sign-in': () => window.location.assign('/login'),
  reload: () => window.location.reload(),
  support: () => window.location.assign('/customercare'),
};

/**
 * The pop-up's dialog. It is its own chunk (loaded by PopupHost the first time a pop-up shows), so
 * pages that never show one, like the landing page, do not download Mantine's modal code.
 */
export default function PopupModal({
  popup,
  onClose,
}: {
  popup: { title: string; message: string; status?: number } | null;
  onClose: () => void;
}) {
  const next =
    popup?.title === 'Error!' ? errorNextStep(popup.status, audienceAt(window.location.pathname)) : null;
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
        {next && (
          <Text size="sm" c="dark.7" mt="xs" data-testid="error-next-step">
            {next.text}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          {next?.action ? (
            <>
              <Button variant="default" onClick={onClose}>
                OK
              </Button>
              <Button onClick={act[next.action.kind]}>{next.action.label}</Button>
            </>
          ) : (
            <Button onClick={onClose}>OK</Button>
          )}
        </Group>
      </Modal>
    </MantineScope>
  );
}
