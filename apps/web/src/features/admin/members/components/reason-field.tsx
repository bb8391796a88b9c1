import { Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** Why the operator acts on a member: required, up to 300 characters, kept in the audit log. */
export function ReasonField(props: {
  /** Who reads the reason besides the audit log. */
  description: string;
  minRows: number;
  /** Focused when the dialog opens (its first field). */
  autofocus?: boolean;
  input: GetInputPropsReturnType;
}) {
  return (
    <Textarea
      label="Reason"
      description={props.description}
      required
      autosize
      minRows={props.minRows}
      maxLength={300}
      data-autofocus={props.autofocus || undefined}
      {...props.input}
    />
  );
}
