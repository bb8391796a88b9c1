import { Badge, Stack, Table, Text } from '@mantine/core';
import type { AdminMemberRow } from '@trust/shared';
import { DateText } from '../../../../ui/date-text.tsx';
import { MemberLink } from '../../shared/member-link.tsx';
import { MemberStatusBadge } from './member-status-badge.tsx';

/**
 * The members of a search: name (to their page) with the TFP under it, status, plan, contact and
 * registration date. On a phone only the name, TFP and status show, so nothing scrolls sideways.
 */
export function MembersTable({ members }: { members: AdminMemberRow[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid="members-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Member</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th visibleFrom="sm">Plan</Table.Th>
          <Table.Th visibleFrom="md">Email</Table.Th>
          <Table.Th visibleFrom="lg">Phone</Table.Th>
          <Table.Th visibleFrom="md">Registered</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Stack gap={2}>
                <MemberLink member={m} />
                <Text size="xs" c="dimmed" ff="monospace">
                  {m.tfp ?? 'No TFP yet'}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>
              <MemberStatusBadge status={m.status} />
            </Table.Td>
            <Table.Td visibleFrom="sm">
              {m.plan ? (
                <Badge variant="light" tt="none">
                  {m.plan}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="lg">
              <Text size="sm">{m.phone}</Text>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <DateText value={m.registered_at} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
