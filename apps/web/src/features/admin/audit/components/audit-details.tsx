import { Stack, Text } from '@mantine/core';

const show = (v: unknown) =>
  v === null || v === undefined ? 'none' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * What an audit entry recorded, as lines an operator reads: each changed value as "field: before →
 * after" (from before/after, or old/new for bank details), then the other facts (reason, …).
 */
export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  if (!details)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const before = (details.before ?? details.old) as Record<string, unknown> | undefined;
  const after = (details.after ?? details.new) as Record<string, unknown> | undefined;
  const lines: string[] = [];
  if (before || after) {
    const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
    for (const k of keys) lines.push(`${k.replaceAll('_', ' ')}: ${show(before?.[k])} → ${show(after?.[k])}`);
  }
  for (const [k, v] of Object.entries(details)) {
    if (['before', 'after', 'old', 'new', 'ip'].includes(k)) continue;
    lines.push(`${k.replaceAll('_', ' ')}: ${show(v)}`);
  }
  return (
    <Stack gap={2}>
      {lines.map((l) => (
        <Text key={l} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {l}
        </Text>
      ))}
    </Stack>
  );
}
