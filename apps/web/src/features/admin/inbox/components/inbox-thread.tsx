import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconExternalLink, IconSend } from '@tabler/icons-react';
import {
  INBOX_KIND_LABELS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
} from '@trust/shared';
import { useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { DetailSkeleton } from '../../../../ui/page-skeleton.tsx';
import { toast } from '../../../../ui/toast.ts';
import { useInboxReply } from '../api/inbox-reply.ts';
import { useInboxStatus } from '../api/inbox-status.ts';
import { useInboxThread } from '../api/inbox-thread.ts';

/** One message: what the visitor sent, the replies sent by email, a reply box and its status. */
export function InboxThread({ kind, id }: { kind: InboxKind; id: number }) {
  const thread = useInboxThread({ kind, id });
  const status = useInboxStatus(kind, id);
  const reply = useInboxReply(kind, id);
  const [text, setText] = useState('');

  if (thread.isPending) return <DetailSkeleton label="Loading the message" />;
  if (thread.isError)
    return (
      <ErrorState
        message={thread.error.message}
        onRetry={() => thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  const t = thread.data;

  return (
    <Stack gap="md" data-testid="inbox-thread">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {INBOX_KIND_LABELS[t.kind]} #{t.id}
        </Text>
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {t.name}
        </Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={`mailto:${t.email}`}>{t.email}</Anchor>
          {t.phone ? ` · ${t.phone}` : ''}
        </Text>
        <DateText value={t.received_at} time size="sm" c="dimmed" />
      </Stack>

      <Select
        label="Status"
        data={INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }))}
        value={t.status}
        allowDeselect={false}
        maw={240}
        disabled={status.isPending}
        onChange={async (v) => {
          if (!v || v === t.status) return;
          try {
            const res = await status.mutateAsync({ status: v as InboxStatus });
            toast.success(res.message);
          } catch {
            // Shown from status.error.
          }
        }}
      />
      {status.error && (
        <Alert color="red" role="alert">
          {status.error.message}
        </Alert>
      )}

      <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
        <Stack gap="xs">
          {t.message && <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{t.message}</Text>}
          {t.fields.map((f) => (
            <Text key={f.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <strong>{f.label}:</strong> {f.value}
            </Text>
          ))}
          {t.resume_url && (
            // An outside file host: opened in a new tab that cannot reach back into the console.
            <Anchor href={t.resume_url} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              <Group gap={4} component="span">
                Open the resume <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Stack>
      </Card>

      {t.replies.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Replies sent">
          <Title order={3} fz="md">
            Replies sent
          </Title>
          {t.replies.map((r) => (
            <Card key={r.id} withBorder radius="md" padding="sm" data-testid="inbox-reply">
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {r.operator} to {r.to} · <DateText value={r.sent_at} time size="xs" />
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {r.body}
              </Text>
            </Card>
          ))}
        </Stack>
      )}

      <form
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const res = await reply.mutateAsync({ message: text });
            toast.success(res.message);
            setText('');
          } catch {
            // Shown from reply.error.
          }
        }}
        noValidate
      >
        <Stack gap="xs">
          <Textarea
            label={`Reply to ${t.name} by email`}
            description={`Sent to ${t.email} and kept here`}
            styles={{ description: { overflowWrap: 'anywhere' } }}
            autosize
            minRows={4}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {reply.error && (
            <Alert color="red" role="alert">
              {reply.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={18} aria-hidden />}>
              Send reply
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
