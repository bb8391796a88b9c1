import { Alert, Button, Group, type MantineSize, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A dialog that asks before an action: what it does and its fields, then the refusal if any, Cancel
 * and the action. Nothing changes until the action is pressed; Cancel and the close button both call
 * `onClose`.
 */
export function ActionDialog(props: {
  opened: boolean;
  title: string;
  size?: MantineSize;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Leaves the fields' checks to the form's own rules rather than the browser's. */
  noValidate?: boolean;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  /** red.9 for an action that takes something away (terminate, reject). */
  submitColor?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size={props.size}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={props.onSubmit} noValidate={props.noValidate}>
        <Stack>
          {props.children}
          {props.failure && (
            <Alert color="red" variant="light" role="alert">
              {props.failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.busy}>
              Cancel
            </Button>
            <Button type="submit" color={props.submitColor} loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
