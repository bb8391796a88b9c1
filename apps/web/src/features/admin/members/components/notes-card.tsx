import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { memberNoteBodySchema } from '@trust/shared';
import { useState } from 'react';
import { formValidator } from '../../../../lib/form-validation.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { useAddNote } from '../api/add-member-note.ts';
import { useMemberNotes } from '../api/member-notes.ts';
import { SectionCard } from './section-card.tsx';

/** Notes on the member: a box to write one, then every note, newest first, with who wrote it and when. */
export function NotesCard({ memberId }: { memberId: number }) {
  const notes = useMemberNotes(memberId);
  const add = useAddNote(memberId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { text: '' }, validate: formValidator(memberNoteBodySchema) });
  const submit = form.onSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await add.mutateAsync(text.trim());
      form.reset();
    } catch (e) {
      setFailure((e as Error).message);
    }
  });
  return (
    <SectionCard title="Notes" testId="member-notes">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="New note"
            description="Seen by every operator, kept with your name and the time"
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('text')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="compact-md" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {notes.isError ? (
        <ErrorState
          message={notes.error.message}
          onRetry={() => notes.refetch()}
          retrying={notes.isFetching}
        />
      ) : notes.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {notes.data?.map((n) => (
            <li key={n.id}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.text}
              </Text>
              <Text size="xs" c="dimmed">
                {n.operator.name}, <DateText value={n.created_at} time />
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
