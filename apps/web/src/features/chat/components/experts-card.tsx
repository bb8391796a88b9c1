import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { CHAT_KIND_TITLES } from '@trust/shared';
import { Link } from 'react-router';
import { useExperts } from '../api/experts.ts';

const PRESENCE_LABELS = { online: 'Online', away: 'Away', offline: 'Offline' } as const;

/**
 * The admin's view of who answers the chats: each agent and expert, the kind they answer and their
 * presence. People are added in the console's Staff section (experts are staff).
 */
export function ExpertsCard() {
  const experts = useExperts();

  return (
    <Card withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Experts
        </Title>
        {experts.data && experts.data.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Answers</Table.Th>
                  <Table.Th>Presence</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {experts.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      {e.name}
                      <Text size="xs" c="dark.5">
                        {e.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{CHAT_KIND_TITLES[e.kind]}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={e.presence === 'online' ? 700 : 400}>
                        {PRESENCE_LABELS[e.presence]}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dark.5">No expert accounts yet.</Text>
        )}
        <Text size="sm" c="dark.5">
          Add a customer-care agent (role Support) or an expert in{' '}
          <Anchor component={Link} to="/admin/staff" underline="always">
            Staff
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}
