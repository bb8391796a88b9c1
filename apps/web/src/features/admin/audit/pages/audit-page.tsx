import {
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconFilter, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminMemberPath } from '../../../../config/paths.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { type AuditFilter, useAudit } from '../api/audit.ts';
import { fetchAuditCsv } from '../api/audit-csv.ts';
import { AuditDetails } from '../components/audit-details.tsx';

const FIELDS = ['actor', 'action', 'member', 'from', 'to'] as const;

/**
 * The console's Audit log (/admin/audit, admins): every operator action and every change of a
 * member's bank details, newest first, filtered by who, what, which member and when, 50 a page, and
 * the filtered entries as a CSV file. The filters live in the address, so Back keeps them.
 */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    member: params.get('member') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [form, setForm] = useState(filter);
  const audit = useAudit(filter);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const pages = audit.data ? Math.ceil(audit.data.total / audit.data.per_page) : 0;

  const apply = (f: AuditFilter) => {
    const next = new URLSearchParams();
    for (const k of FIELDS) if (f[k].trim()) next.set(k, f[k].trim());
    if (f.page > 1) next.set('page', String(f.page));
    setParams(next);
  };
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await fetchAuditCsv(filter));
    } catch (e) {
      setDownloadError((e as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  const set = (k: (typeof FIELDS)[number]) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Audit log</Title>
        <Stack gap={4} align="flex-end">
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
            loading={downloading}
          >
            Download CSV
          </Button>
          {downloadError ? (
            <Text size="sm" c="red.8" role="alert">
              {downloadError}
            </Text>
          ) : null}
        </Stack>
      </Group>

      <Card withBorder radius="lg" padding="md" component="search">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            apply({ ...form, page: 1 });
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <TextInput
              label="Who"
              placeholder="Email or account number"
              value={form.actor}
              onChange={(e) => set('actor')(e.currentTarget.value)}
              maxLength={100}
            />
            <Select
              label="Action"
              placeholder="Any action"
              data={audit.data?.actions ?? []}
              value={form.action || null}
              onChange={(v) => set('action')(v ?? '')}
              clearable
              searchable
            />
            <TextInput
              label="Member number"
              inputMode="numeric"
              value={form.member}
              onChange={(e) => set('member')(e.currentTarget.value)}
              maxLength={10}
            />
            <TextInput
              label="From"
              type="date"
              value={form.from}
              onChange={(e) => set('from')(e.currentTarget.value)}
            />
            <TextInput
              label="To"
              type="date"
              value={form.to}
              onChange={(e) => set('to')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group mt="sm" gap="xs">
            <Button type="submit" leftSection={<IconFilter size={18} aria-hidden />}>
              Filter
            </Button>
            <Button
              variant="subtle"
              onClick={() => {
                const empty = { actor: '', action: '', member: '', from: '', to: '', page: 1 };
                setForm(empty);
                apply(empty);
              }}
            >
              Clear
            </Button>
          </Group>
        </form>
      </Card>

      <Card withBorder radius="lg" padding="md">
        {audit.isPending ? (
          <TableSkeleton label="Loading the audit log" columns={4} />
        ) : audit.isError ? (
          <ErrorState
            message={audit.error.message}
            onRetry={() => audit.refetch()}
            retrying={audit.isFetching}
          />
        ) : audit.data.entries.length === 0 ? (
          <EmptyState title="No entries" icon={IconHistory}>
            {FIELDS.some((k) => filter[k])
              ? 'No action matches these filters. Clear a filter to see more.'
              : 'Operator actions appear here as they happen.'}
          </EmptyState>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {audit.data.total.toLocaleString('en-NG')} {audit.data.total === 1 ? 'entry' : 'entries'}
            </Text>
            <Table.ScrollContainer minWidth={760} type="native">
              <Table verticalSpacing="sm" striped data-testid="audit-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>What changed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audit.data.entries.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <DateText value={e.at} time size="sm" />
                        {e.ip ? (
                          <Text size="xs" c="dimmed" ff="monospace">
                            {e.ip}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {e.actor.name}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {e.actor.email} · {e.actor.role}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {e.action}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {e.member ? (
                          <Anchor component={Link} to={adminMemberPath(e.member.id)} size="sm">
                            {e.member.name}
                          </Anchor>
                        ) : (
                          <Text size="sm" c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <AuditDetails details={e.details} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={filter.page}
                onChange={(page) => apply({ ...filter, page })}
                size="sm"
                aria-label="Pages of the audit log"
              />
            ) : null}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
