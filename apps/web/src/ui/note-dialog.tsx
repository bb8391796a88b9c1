import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ActionDialog } from './action-dialog.tsx';

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
    <ActionDialog
      opened={props.opened}
      title={props.title}
      onClose={close}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(text, close);
      }}
      failure={props.error}
      busy={props.pending}
      submitLabel={props.submitLabel}
    >
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
    </ActionDialog>
  );
}
