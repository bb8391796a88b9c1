import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

interface Props {
  opened: boolean;
  title: string;
  /** What the action is about, in one line (the member and amount). */
  summary: string;
  label: string;
  description: string;
  submitLabel: string;
  maxLength: number;
  pending: boolean;
  error: string | null;
  onSubmit: (text: string, done: () => void) => void;
  onClose: () => void;
}

/** A confirmation dialog that asks for a sentence (the bank's reason, the note of what was done). */
export function NoteDialog(props: Props) {
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    props.onClose();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit(text, close);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{props.summary}</Text>
          <Textarea
            label={props.label}
            description={props.description}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={props.maxLength}
            autosize
            minRows={2}
            required
          />
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={props.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
