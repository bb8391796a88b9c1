import { Alert, Badge, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { StatementImport as Imported, StatementLine } from '@trust/shared';
import { useState } from 'react';
import { Money } from '../../../../ui/money.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { useImportStatement } from '../api/import-statement.ts';

/** A line's outcome as a status: matched reads as approved, unmatched as needing a look, a duplicate as left out. */
const OUTCOME: Record<StatementLine['status'], { status: 'approved' | 'overdue' | 'missed'; label: string }> =
  {
    matched: { status: 'approved', label: 'Matched' },
    unmatched: { status: 'overdue', label: 'Unmatched' },
    duplicate: { status: 'missed', label: 'Duplicate' },
  };

const LAYOUT_NAMES: Record<Imported['layout'], string> = {
  gtbank: 'GTBank',
  'access-zenith': 'Access / Zenith',
  generic: 'Generic',
};

/**
 * The bank statement import: choose the CSV export, read a preview of what matches members
 * awaiting a transfer (and what does not, and why), then propose the matches for approval.
 */
export function StatementImport() {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const read = useImportStatement();
  const [done, setDone] = useState<Imported | null>(null);
  const shown = done ?? read.data;

  const preview = async (f: File | null) => {
    setFile(f);
    setDone(null);
    read.reset();
    if (!f) return setCsv(null);
    const text = await f.text();
    setCsv(text);
    read.mutate({ csv: text, preview: true });
  };

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Import a bank statement
        </Title>
        <Text size="sm" c="dimmed">
          A CSV export from GTBank, Access or Zenith, or any file with date, amount, narration and reference
          columns. Credits whose narration holds a member's TFP are matched; you see them before anything is
          proposed.
        </Text>
        <FileInput
          label="Bank statement (CSV)"
          placeholder="Choose a file"
          accept=".csv,text/csv"
          value={file}
          onChange={preview}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        />
        {read.isError && (
          <Alert color="red" role="alert">
            {read.error.message}
          </Alert>
        )}
        {shown && (
          <>
            <Group gap="xs" aria-live="polite">
              <Badge variant="light" tt="none">
                {LAYOUT_NAMES[shown.layout]}
              </Badge>
              <Text size="sm">
                {shown.matched} matched · {shown.unmatched} unmatched · {shown.duplicate} duplicate
                {done ? ` · ${done.proposed} proposed` : ''}
              </Text>
            </Group>
            <Table verticalSpacing="xs" data-testid="statement-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Credit</Table.Th>
                  <Table.Th visibleFrom="sm">Narration</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.lines.map((l) => (
                  <Table.Tr key={l.line}>
                    <Table.Td>
                      <Text size="sm">{l.line}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Money naira={l.amount} size="sm" />
                      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {l.reference}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {l.narration}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <StatusBadge status={OUTCOME[l.status].status} label={OUTCOME[l.status].label} />
                        <Text size="xs" c="dimmed">
                          {l.match ? `${l.match.member} (${l.match.tfp})` : l.reason}
                        </Text>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {!done && shown.matched > 0 && csv && (
              <Group>
                <Button
                  loading={read.isPending}
                  onClick={() => read.mutate({ csv, preview: false }, { onSuccess: (r) => setDone(r) })}
                >
                  Propose {shown.matched} {shown.matched === 1 ? 'match' : 'matches'}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
