import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { JournalEntryView } from '@trust/shared';
import { useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { Money } from '../../../../ui/money.tsx';
import { useJournalSearch } from '../api/journal-search.ts';

const PAYMENT_KINDS = new Set(['contribution', 'save-more', 'repayment']);

/**
 * Finds journal entries to correct: a member's newest (by TFP) or one by its number, each with its
 * lines as debits (positive) and credits (negative), and buttons that start a reversal or a move.
 */
export function JournalSearch(props: {
  onPick: (type: 'reversal' | 'payment-move', entry: JournalEntryView) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useJournalSearch(q);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Find a journal entry
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setQ(text.trim());
          }}
          aria-label="Find a journal entry"
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="TFP or entry number"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={20}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="light">
              Search
            </Button>
          </Group>
        </form>
        {found.isError && (
          <Alert color="red" variant="light" role="alert">
            {found.error.message}
          </Alert>
        )}
        {found.data && (
          <Stack gap="xs">
            {found.data.member && (
              <Text size="sm" fw={600}>
                {found.data.member.name} ({found.data.member.tfp})
              </Text>
            )}
            {found.data.entries.length === 0 ? (
              <Text size="sm" c="dark.5">
                No journal entry found.
              </Text>
            ) : (
              <Stack
                component="ul"
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label="Journal entries"
              >
                {found.data.entries.map((e) => (
                  <Card
                    component="li"
                    key={e.id}
                    withBorder
                    radius="md"
                    padding="sm"
                    data-testid={`entry-${e.id}`}
                  >
                    <Stack gap={6}>
                      <Group justify="space-between" gap="xs" wrap="wrap">
                        <Text fw={600} size="sm">
                          Entry {e.id}: {e.description}
                        </Text>
                        <DateText value={e.at} size="xs" />
                      </Group>
                      <Text size="xs" c="dark.5" style={{ overflowWrap: 'anywhere' }}>
                        {e.kind} · {e.reference}
                        {e.reversed_by ? ` · reversed by entry ${e.reversed_by}` : ''}
                        {e.reverses ? ` · reverses entry ${e.reverses}` : ''}
                      </Text>
                      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                        <Table.Tbody>
                          {e.lines.map((l) => (
                            <Table.Tr key={l.account}>
                              <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.account}</Table.Td>
                              <Table.Td ta="right">{l.amount > 0 ? 'Debit' : 'Credit'}</Table.Td>
                              <Table.Td ta="right">
                                <Money naira={Math.abs(l.amount)} />
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                      <Group gap="xs">
                        {!e.reversed_by && !e.reverses && (
                          <Button size="xs" variant="light" onClick={() => props.onPick('reversal', e)}>
                            Reverse
                          </Button>
                        )}
                        {PAYMENT_KINDS.has(e.kind) && !e.reversed_by && (
                          <Button size="xs" variant="default" onClick={() => props.onPick('payment-move', e)}>
                            Move to another member
                          </Button>
                        )}
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
