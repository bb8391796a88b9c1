import { Card, Stack, Text, Title } from '@mantine/core';
import type { AdjustmentType } from '@trust/shared';
import { useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { useApprovals } from '../../shared/api/approvals-list.ts';
import { AdjustmentForm } from '../components/adjustment-form.tsx';
import { JournalSearch } from '../components/journal-search.tsx';

/**
 * The console's Adjustments (/admin/adjustments, finance and admins): find a journal entry, propose
 * a correction with a reason (a reversal, a fee refund, a payment moved, a write-off, a manual entry),
 * and see those waiting. A different operator approves each in Approvals; only then is it posted, as
 * a new entry the member sees on their transactions. A posting is never edited.
 */
export default function AdjustmentsPage() {
  const [preset, setPreset] = useState<{ type: AdjustmentType; entryId: number } | null>(null);
  const waiting = useApprovals({ status: 'proposed', kind: 'adjustment' });
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>Adjustments</Title>
      <Text c="dark.5">
        Each correction is proposed with a reason and posted only when a different operator approves it in
        Approvals, as a new journal entry: nothing already posted is ever changed.
      </Text>
      <JournalSearch onPick={(type, entry) => setPreset({ type, entryId: entry.id })} />
      <AdjustmentForm preset={preset} />
      <Card withBorder radius="lg" padding="md">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Waiting for approval
          </Title>
          {waiting.data && waiting.data.proposals.length === 0 && (
            <Text size="sm" c="dark.5">
              No correction is waiting.
            </Text>
          )}
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Corrections waiting"
          >
            {waiting.data?.proposals.map((p) => (
              <Text component="li" key={p.id} size="sm">
                {p.summary} · proposed by {p.proposed_by.name},{' '}
                <DateText value={p.proposed_at} size="sm" span />
              </Text>
            ))}
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
