/**
 * LabelledValue: one figure a member reads and often types elsewhere (an account number, a narration,
 * an amount to send), under its label; `copy` adds a CopyTextButton right after it. Long values wrap
 * anywhere rather than push the page sideways on a phone.
 */
import { Group, Stack, Text } from '@mantine/core';
import { CopyTextButton } from './copy-text-button.tsx';

export function LabelledValue(props: { label: string; value: string; copy?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.6">
        {props.label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {props.value}
        </Text>
        {props.copy && <CopyTextButton value={props.value} what={props.label} size="compact-xs" />}
      </Group>
    </Stack>
  );
}
