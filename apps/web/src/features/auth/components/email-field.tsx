import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The email address a member signs in, registers or resets their password with. */
export function EmailField({ input }: { input: GetInputPropsReturnType }) {
  return (
    <TextInput
      label="Email address"
      withAsterisk
      type="email"
      autoComplete="email"
      maxLength={100}
      {...input}
    />
  );
}
