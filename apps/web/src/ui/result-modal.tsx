import { Alert, Button, Group, Modal } from '@mantine/core';

export interface ActionResult {
  /** The modal's title: the action's name ('Redeem Earnings', 'Make Contributions', …). */
  title: string;
  ok: boolean;
  message: string;
}

/** The server's message after an action, on success and on error alike (part 2 section 8). */
export function ResultModal(props: { result: ActionResult | null; onClose: () => void }) {
  const { result } = props;
  return (
    <Modal
      opened={result != null}
      onClose={props.onClose}
      title={result?.title}
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
