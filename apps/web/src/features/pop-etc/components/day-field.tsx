import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** A required day picked in the browser's date input (YYYY-MM-DD), none before `min`. */
export function DayField({
  label,
  min,
  input,
}: {
  label: string;
  min: string;
  input: GetInputPropsReturnType;
}) {
  return <TextInput label={label} type="date" min={min} withAsterisk {...input} />;
}
