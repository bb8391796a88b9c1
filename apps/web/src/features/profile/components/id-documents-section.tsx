import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconId } from '@tabler/icons-react';
import {
  ID_DOCUMENT_CONTENT_TYPES,
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_TYPES,
  type IdDocument,
  type IdDocumentType,
  idDocumentFieldsSchema,
  MEMBER_RECORDS_MESSAGES as M,
} from '@trust/shared';
import { useState } from 'react';
import { DateText } from '../../../ui/date-text.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { moneyText } from '../../../ui/money-text.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { useIdDocuments } from '../api/id-documents.ts';
import { useUploadIdDocument } from '../api/upload-id-document.ts';

/** Each review state as a status badge (colour and icon), in this screen's words. */
const STATUS: Record<IdDocument['status'], { status: 'pending' | 'approved' | 'failed'; label: string }> = {
  pending: { status: 'pending', label: 'Being reviewed' },
  approved: { status: 'approved', label: 'Approved' },
  rejected: { status: 'failed', label: 'Not accepted' },
};

/**
 * "ID check" on the profile: what a checked ID allows, the member's documents with their review, and
 * the upload form (type, number, a photo or PDF of at most 2 MB) while none awaits review.
 */
export function IdDocumentsSection() {
  const docs = useIdDocuments();
  const upload = useUploadIdDocument();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ id_type: string; id_number: string; file: File | null }>({
    initialValues: { id_type: '', id_number: '', file: null },
    validate: (v) => {
      const parsed = idDocumentFieldsSchema.safeParse({ id_type: v.id_type, id_number: v.id_number });
      const errors: Record<string, string> = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? 'id_type');
          errors[key] ??= issue.message;
        }
      }
      if (!v.file) errors.file = M.idFileRequired;
      else if (!(ID_DOCUMENT_CONTENT_TYPES as readonly string[]).includes(v.file.type))
        errors.file = M.idFileType;
      else if (v.file.size > ID_DOCUMENT_MAX_BYTES) errors.file = M.idFileTooLarge;
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    if (!v.file) return;
    try {
      await upload.mutateAsync({ type: v.id_type as IdDocumentType, number: v.id_number, file: v.file });
      form.reset();
    } catch (e) {
      setFailure((e as Error).message);
    }
  });
  const data = docs.data;
  const pending = data?.documents.some((d) => d.status === 'pending');
  const checked = data?.tier === 'id_checked';
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="id-check-title"
      id="id-documents"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <IconId size={22} aria-hidden />
          <Title order={2} fz="h4" id="id-check-title">
            ID check
          </Title>
          {data &&
            (checked ? (
              <StatusBadge status="approved" label="ID checked" data-testid="id-tier" />
            ) : (
              <Badge variant="outline" color="gray.8" tt="none" data-testid="id-tier">
                Not checked yet
              </Badge>
            ))}
        </Group>
        {docs.isError ? (
          <ErrorState
            message={docs.error.message}
            onRetry={() => docs.refetch()}
            retrying={docs.isFetching}
          />
        ) : !data ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : (
          <>
            <Text size="sm">
              {checked
                ? 'Your ID is checked: your loans and payouts are limited only by your plan.'
                : `Until your ID is checked, a loan or a payout of your earnings can be at most ${moneyText({ naira: data.loan_limit })}. Upload a photo or PDF of your ID and we will check it.`}{' '}
            </Text>
            {data.documents.map((d) => (
              <Group key={d.id} justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {ID_DOCUMENT_LABELS[d.type]} ending {d.number_last4}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Uploaded <DateText value={d.submitted_at} />
                    {d.reason && `. Reason: ${d.reason}`}
                  </Text>
                </Stack>
                <StatusBadge status={STATUS[d.status].status} label={STATUS[d.status].label} />
              </Group>
            ))}
            {!checked && !pending && (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Select
                    label="Type of ID"
                    placeholder="Choose"
                    required
                    data={ID_DOCUMENT_TYPES.map((t) => ({ value: t, label: ID_DOCUMENT_LABELS[t] }))}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps('id_type')}
                  />
                  <TextInput
                    label="ID number"
                    description="11 digits for a BVN or NIN; we keep only the last four"
                    required
                    maxLength={30}
                    autoComplete="off"
                    {...form.getInputProps('id_number')}
                  />
                  <FileInput
                    label="Photo or PDF of your ID"
                    description="JPEG, PNG or PDF, at most 2 MB"
                    placeholder="Choose a file"
                    required
                    accept={ID_DOCUMENT_CONTENT_TYPES.join(',')}
                    clearable
                    clearButtonProps={{ 'aria-label': 'Remove the file' }}
                    {...form.getInputProps('file')}
                  />
                  {failure && (
                    <Alert color="red" variant="light" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <Group justify="flex-end">
                    <Button type="submit" loading={upload.isPending}>
                      Upload ID
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
