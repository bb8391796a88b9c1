import { Alert, Button, Group, Modal } from '@mantine/core';

export interface ActionResult {
  ok: boolean;
  message: string;
}

/** The server's message after an action, on success and on error alike (part 2 section 8). */
export function ResultModal(props: { title: string; result: ActionResult | null; onClose: () => void }) {
  const { result } = props;
  return (
    <Modal
      opened={result != null}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {result && (
        <Alert
          color={result.ok ? 'teal' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          data-testid="result-message"
        >
          {result.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onClose}>OK</Button>
      </Group>
    </Modal>
  );
}

/** The message to show for a failed call: the server's words when it sent some. */
export const failureMessage = (e: unknown) =>
  e instanceof Error && e.message ? e.message : 'This could not be done. Please try again.';
