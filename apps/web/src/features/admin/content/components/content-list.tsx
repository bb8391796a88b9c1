import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useContentItems } from '../api/content-items.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useMeetingAttendees } from '../api/meeting-attendees.ts';
import { ContentForm } from './content-form.tsx';
import type { KindDef } from './fields.ts';

type Item = Record<string, unknown> & { id: number };

/** One content kind: its items as the public site shows them, with add, edit and delete. */
export function ContentList({ def }: { def: KindDef }) {
  const items = useContentItems(def.kind);
  const remove = useDeleteContent(def.kind);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [attendeesOf, setAttendeesOf] = useState<Item | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Changes show on the public site as soon as they are saved.
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          Add {def.one}
        </Button>
      </Group>
      {items.isPending ? (
        <TableSkeleton label={`Loading ${def.tab}`} columns={2} />
      ) : items.isError ? (
        <ErrorState
          message={items.error.message}
          onRetry={() => items.refetch()}
          retrying={items.isFetching}
        />
      ) : items.data.length === 0 ? (
        <EmptyState title={`No ${def.tab.toLowerCase()} yet`}>
          {`Add the first ${def.one}; the public site shows it at once.`}
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.data.map((item) => (
            <Card component="li" key={item.id} withBorder radius="md" padding="md" data-testid="content-item">
              <Stack gap={6}>
                <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
                  {def.title(item)}
                </Title>
                {def.kind === 'meetings' && (
                  <DateText value={String(item.starts_at)} time size="sm" c="dimmed" />
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
                  {def.text(item)}
                </Text>
                <Group gap="xs" mt={4}>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    onClick={() => setEditing(item)}
                    aria-label={`Edit ${def.title(item)}`}
                  >
                    Edit
                  </Button>
                  {def.kind === 'meetings' && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconUsers size={16} aria-hidden />}
                      onClick={() => setAttendeesOf(item)}
                    >
                      Attendees
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => {
                      remove.reset();
                      setDeleting(item);
                    }}
                    aria-label={`Delete ${def.title(item)}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}

      <Modal
        opened={editing != null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Add ${def.one}` : `Edit ${def.one}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing != null && (
          <ContentForm def={def} item={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>

      <Modal
        opened={deleting != null}
        onClose={() => setDeleting(null)}
        title={`Delete this ${def.one}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text>{deleting ? def.title(deleting) : ''}</Text>
          <Text size="sm" c="dimmed">
            The public site stops showing it at once.
          </Text>
          {remove.error && (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={async () => {
                if (!deleting) return;
                try {
                  const res = await remove.mutateAsync(deleting.id);
                  toast.success(res.message);
                  setDeleting(null);
                } catch {
                  // Shown from remove.error.
                }
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={attendeesOf != null}
        onClose={() => setAttendeesOf(null)}
        title={attendeesOf ? `Attending: ${String(attendeesOf.name)}` : ''}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {attendeesOf && <Attendees id={attendeesOf.id} />}
      </Modal>
    </Stack>
  );
}

function Attendees({ id }: { id: number }) {
  const list = useMeetingAttendees(id);
  if (list.isPending) return <TableSkeleton label="Loading attendees" columns={2} />;
  if (list.isError)
    return (
      <ErrorState message={list.error.message} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  if (list.data.length === 0)
    return <EmptyState title="No attendees yet">Members who say they will attend appear here.</EmptyState>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Answered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                {a.name}
                <Text size="xs" c="dimmed">
                  {a.tfp ?? a.email}
                </Text>
              </Table.Td>
              <Table.Td>{a.phone}</Table.Td>
              <Table.Td>
                <DateText value={a.answered_at} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
