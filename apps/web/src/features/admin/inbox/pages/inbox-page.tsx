import { Box, Button, Card, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconInbox } from '@tabler/icons-react';
import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
} from '@trust/shared';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { DeadMailNotice } from '../../shared/dead-mail-notice.tsx';
import { useInbox } from '../api/inbox-list.ts';
import { InboxTable } from '../components/inbox-table.tsx';
import { InboxThread } from '../components/inbox-thread.tsx';

const asKind = (v: string | null): InboxKind | '' =>
  (INBOX_KINDS as readonly string[]).includes(v ?? '') ? (v as InboxKind) : '';
const asStatus = (v: string | null): InboxStatus | '' =>
  (INBOX_STATUSES as readonly string[]).includes(v ?? '') ? (v as InboxStatus) : '';

/**
 * The console's Inbox (/admin/inbox): enquiries, support requests and job applications, filtered by
 * kind and status, with the open message's thread beside the list (alone on a phone). Filters, page
 * and open message live in the address.
 */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  const kind = asKind(params.get('kind'));
  const status = asStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openMatch = /^(enquiry|support|job)-(\d+)$/.exec(params.get('open') ?? '');
  const open = openMatch ? { kind: openMatch[1] as InboxKind, id: Number(openMatch[2]) } : null;
  const wide = useMediaQuery('(min-width: 62em)', true);
  const inbox = useInbox({ kind, status, page });
  const pages = inbox.data ? Math.ceil(inbox.data.total / inbox.data.per_page) : 0;

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  const list = (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Group gap="sm" align="end">
          <Select
            label="Kind"
            placeholder="All kinds"
            data={INBOX_KINDS.map((k) => ({ value: k, label: INBOX_KIND_LABELS[k] }))}
            value={kind || null}
            onChange={(v) => update({ kind: v, page: null })}
            clearable
            w={180}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }))}
            value={status || null}
            onChange={(v) => update({ status: v, page: null })}
            clearable
            w={160}
          />
        </Group>
        {inbox.isPending ? (
          <TableSkeleton label="Loading the inbox" columns={2} />
        ) : inbox.isError ? (
          <ErrorState
            message={inbox.error.message}
            onRetry={() => inbox.refetch()}
            retrying={inbox.isFetching}
          />
        ) : inbox.data.items.length === 0 ? (
          <EmptyState title="Nothing here" icon={IconInbox}>
            {kind || status
              ? 'No message matches these filters. Clear a filter to see more.'
              : 'Enquiries, support requests and job applications appear here as they arrive.'}
          </EmptyState>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {inbox.data.total.toLocaleString('en-NG')} {inbox.data.total === 1 ? 'message' : 'messages'}
            </Text>
            <InboxTable
              items={inbox.data.items}
              openKey={open ? `${open.kind}-${open.id}` : null}
              onOpen={(r) => update({ open: `${r.kind}-${r.id}` })}
            />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={(p) => update({ page: String(p) })}
                getControlProps={(c) => ({ 'aria-label': `${c} page` })}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );

  const thread = open && (
    <Card withBorder radius="lg" padding="md">
      <InboxThread key={`${open.kind}-${open.id}`} kind={open.kind} id={open.id} />
    </Card>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Inbox</Title>
      <DeadMailNotice />
      {wide ? (
        <Box style={{ display: 'grid', gridTemplateColumns: '5fr 7fr', gap: 16, alignItems: 'start' }}>
          <Box miw={0}>{list}</Box>
          <Box miw={0}>
            {thread ?? (
              <Card withBorder radius="lg" padding="md">
                <EmptyState title="No message open">
                  Choose a message in the list to read and answer it.
                </EmptyState>
              </Card>
            )}
          </Box>
        </Box>
      ) : open ? (
        <Stack gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => update({ open: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            Back to the inbox
          </Button>
          {thread}
        </Stack>
      ) : (
        list
      )}
    </Stack>
  );
}
