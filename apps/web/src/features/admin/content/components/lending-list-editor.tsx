import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { toast } from '../../../../ui/toast.ts';
import { type LendingListEntry, type LendingListPath, useLendingList } from '../api/lending-list.ts';
import { useSaveLendingEntry } from '../api/save-lending-entry.ts';

/** One of the lists the member forms offer: ETC cities (name and country) or POP items (name). */
export interface LendingListDef {
  path: LendingListPath;
  /** 'city', 'item' */
  one: string;
  label: string;
  fields: { key: 'name' | 'country'; label: string; max: number }[];
  /** Where members meet the list, for the note above it. */
  usedBy: string;
}

type Draft = Record<string, string>;

/**
 * The console's editor of an ETC/POP list (Content section): add, rename, deactivate and reactivate.
 * Nothing is deleted: an inactive entry is no longer offered to members, and the applications that
 * named it still show it. Members see every change at their next look (no cache).
 */
export function LendingListEditor({ def }: { def: LendingListDef }) {
  const list = useLendingList(def.path);
  const save = useSaveLendingEntry(def.path);
  const [editing, setEditing] = useState<LendingListEntry | 'new' | null>(null);
  const [switching, setSwitching] = useState<LendingListEntry | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm" maw={560}>
          {`${def.usedBy} offers the active ${def.label} as soon as you save. A deactivated ${def.one} is no longer offered; applications that named it still show it.`}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {`Add ${def.one}`}
        </Button>
      </Group>
      {list.isPending ? (
        <TableSkeleton label={`Loading ${def.label.toLowerCase()}`} columns={3} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <EmptyState title={`No ${def.label.toLowerCase()} yet`}>{`Add the first ${def.one}.`}</EmptyState>
      ) : (
        // Wide enough for a name on one line; a phone scrolls the table sideways, as the console's others.
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid={`list-${def.one}`}>
            <Table.Caption>{`${def.label}: ${list.data.filter((e) => e.active).length} active of ${list.data.length}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {def.fields.map((f) => (
                  <Table.Th key={f.key}>{f.label}</Table.Th>
                ))}
                <Table.Th>Applications</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((e) => (
                <Table.Tr key={e.id}>
                  {def.fields.map((f) => (
                    <Table.Td key={f.key} style={{ overflowWrap: 'break-word' }}>
                      {e[f.key]}
                    </Table.Td>
                  ))}
                  <Table.Td>{e.used}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      status={e.active ? 'approved' : 'failed'}
                      label={e.active ? 'Active' : 'Inactive'}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(e)}
                        aria-label={`Rename ${e.name}`}
                      >
                        Rename
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color={e.active ? 'red' : undefined}
                        onClick={() => setSwitching(e)}
                        aria-label={`${e.active ? 'Deactivate' : 'Reactivate'} ${e.name}`}
                      >
                        {e.active ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => {
          save.reset();
          setEditing(null);
        }}
        title={editing === 'new' ? `Add ${def.one}` : `Rename ${editing?.name ?? ''}`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing !== null && (
          <EntryForm
            def={def}
            entry={editing === 'new' ? null : editing}
            onDone={() => {
              save.reset();
              setEditing(null);
            }}
          />
        )}
      </Modal>

      <Modal
        opened={switching !== null}
        onClose={() => {
          save.reset();
          setSwitching(null);
        }}
        title={switching?.active ? `Deactivate ${switching.name}?` : `Reactivate ${switching?.name ?? ''}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {switching?.active
              ? `Members can no longer choose it. ${switching.used} application(s) that named it still show it.`
              : 'Members can choose it again at once.'}
          </Text>
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSwitching(null)}>
              Back
            </Button>
            <Button
              color={switching?.active ? 'red' : undefined}
              loading={save.isPending}
              onClick={() =>
                switching &&
                save.mutate(
                  { id: switching.id, body: { active: !switching.active } },
                  {
                    onSuccess: (r) => {
                      toast.success((r as { message: string }).message);
                      setSwitching(null);
                    },
                  },
                )
              }
            >
              {switching?.active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Add or rename: the list's fields, the server's refusal shown above Save. */
function EntryForm(props: { def: LendingListDef; entry: LendingListEntry | null; onDone: () => void }) {
  const save = useSaveLendingEntry(props.def.path);
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(props.def.fields.map((f) => [f.key, props.entry?.[f.key] ?? ''])),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: props.entry?.id, body: draft },
      {
        onSuccess: (r) => {
          toast.success((r as { message: string }).message);
          props.onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {props.def.fields.map((f, i) => (
          <TextInput
            key={f.key}
            label={f.label}
            value={draft[f.key] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              // The refusal was about what was typed before.
              if (save.isError) save.reset();
              setDraft((d) => ({ ...d, [f.key]: value }));
            }}
            maxLength={f.max}
            required
            data-autofocus={i === 0 ? true : undefined}
          />
        ))}
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
