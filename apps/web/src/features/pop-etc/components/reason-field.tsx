import { Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { POP_ETC_REASON_MAX } from '@trust/shared';

/** Why the member applies: free text up to the limit, with a count of the characters used. */
export function ReasonField({
  label,
  value,
  input,
}: {
  label: string;
  value: string;
  input: GetInputPropsReturnType;
}) {
  return (
    <Textarea
      label={label}
      withAsterisk
      autosize
      minRows={3}
      maxLength={POP_ETC_REASON_MAX}
      description={`${value.length} of ${POP_ETC_REASON_MAX} characters`}
      {...input}
    />
  );
}
