import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { AWAITED_KIND_LABELS, type QueuedTransfer } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { Money } from '../../../../ui/money.tsx';

/**
 * Members awaiting a transfer: who (name and TFP, the narration), what for, the amount expected and
 * since when, and Propose (or that a confirmation is already waiting). On a phone the kind and date
 * go under the name, so nothing scrolls sideways.
 */
export function AwaitedTable({
  transfers,
  onPropose,
}: {
  transfers: QueuedTransfer[];
  onPropose: (t: QueuedTransfer) => void;
}) {
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="awaited-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Member</Table.Th>
          <Table.Th visibleFrom="sm">For</Table.Th>
          <Table.Th>Expected</Table.Th>
          <Table.Th visibleFrom="md">Since</Table.Th>
          <Table.Th>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transfers.map((t) => (
          <Table.Tr key={`${t.tfp}-${t.kind}-${t.payment_reference ?? ''}`}>
            <Table.Td>
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {t.member.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {t.tfp}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {AWAITED_KIND_LABELS[t.kind]}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Badge variant="light" tt="none">
                {AWAITED_KIND_LABELS[t.kind]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Money naira={t.amount} size="sm" />
              {t.kind === 'contribution' && (
                <Text size="xs" c="dimmed">
                  a week
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="md">
              <DateText value={t.since} size="sm" />
            </Table.Td>
            <Table.Td>
              {t.proposal_id ? (
                <Text size="xs" c="dimmed">
                  Waiting for approval
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onPropose(t)}
                  aria-label={`Propose confirmation for ${t.member.name}`}
                >
                  Propose
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
