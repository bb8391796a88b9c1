import {
  Button,
  Card,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconUsers } from '@tabler/icons-react';
import { ADMIN_MEMBERS_MAX_PAGE } from '@trust/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { saveFile } from '../../../../lib/save-file.ts';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { popup } from '../../../../ui/popup.tsx';
import { type MembersFilter, membersParams, useMembers } from '../api/members.ts';
import { fetchMembersCsv } from '../api/members-csv.ts';
import { MembersTable } from '../components/members-table.tsx';

/** The filters beside the search: each one's choices, "Any" first (docs/domain-rules.md). */
const FILTER_CHOICES = {
  plan: {
    label: 'Plan',
    data: [
      { value: 'ORDINARY', label: 'BASIC' },
      { value: 'SILVER', label: 'SILVER' },
      { value: 'GOLD', label: 'GOLD' },
      { value: 'PLATINUM', label: 'PLATINUM' },
      { value: 'FLEXI', label: 'FLEXI' },
      { value: 'none', label: 'No plan' },
    ],
  },
  status: {
    label: 'Status',
    data: [
      { value: 'active', label: 'Active' },
      { value: 'locked', label: 'Locked' },
      { value: 'terminated', label: 'Terminated' },
    ],
  },
  arrears: {
    label: 'Arrears',
    data: [
      { value: 'yes', label: 'In arrears' },
      { value: 'no', label: 'Up to date' },
    ],
  },
  id_check: {
    label: 'ID check',
    data: [
      { value: 'checked', label: 'ID checked' },
      { value: 'pending', label: 'Awaiting review' },
      { value: 'none', label: 'No ID' },
    ],
  },
} as const;
type FilterName = keyof typeof FILTER_CHOICES;
const FILTER_NAMES = Object.keys(FILTER_CHOICES) as FilterName[];

/**
 * The console's landing page (/admin): a search box (inside a name, email or phone, or a TFP), the
 * filters (plan, status, arrears, ID check) and the members they find, or the newest members before a
 * search, a page at a time, with the list as a CSV download. The search, filters and page live in the
 * address (?q=&plan=&page=…), so Back returns to the same list.
 */
export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.min(ADMIN_MEMBERS_MAX_PAGE, Math.max(1, Number(params.get('page')) || 1));
  const [typed, setTyped] = useState(q);
  const [settled] = useDebouncedValue(typed, 350);
  // Typing searches once the operator pauses; a new search starts at page 1. Only a newly settled
  // value searches: the address changing (Search pressed, Back, a link followed) must not, or a
  // stale settled value would rewrite the address and undo the operator's own navigation.
  const applied = useRef(settled);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    if (settled.trim() === q) return;
    const next = new URLSearchParams(params);
    next.delete('page');
    if (settled.trim()) next.set('q', settled.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  }, [settled, q, params, setParams]);
  const filters = Object.fromEntries(FILTER_NAMES.map((k) => [k, params.get(k) ?? ''])) as Record<
    FilterName,
    string
  >;
  const filtered = FILTER_NAMES.some((k) => filters[k]);
  const criteria: Omit<MembersFilter, 'page'> = { q, ...filters };
  // A change of search or filter starts again at page 1; other parts of the address stay.
  const setCriteria = (next: Omit<MembersFilter, 'page'>) =>
    setParams(membersParams(next), { replace: true });
  const members = useMembers({ ...criteria, page });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await fetchMembersCsv(criteria));
    } catch (e) {
      popup.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };
  // Members are not counted (a count of every match costs more than the page): the pages known are
  // those read so far and, when the answer says more follow, the next one.
  const pages = members.data ? page + (members.data.more ? 1 : 0) : 0;
  const shown = members.data ? (page - 1) * members.data.per_page + members.data.members.length : 0;

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Members</Title>
      <search>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setCriteria({ ...criteria, q: typed.trim() });
          }}
        >
          <Group align="end" wrap="nowrap" gap="xs">
            <TextInput
              label="Search members"
              description="Part of a name, email or phone (3 letters or more), or a TFP"
              placeholder="e.g. Okafor, ada@…, 0803…, TFP…"
              leftSection={<IconSearch size={18} aria-hidden />}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit">Search</Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
            {FILTER_NAMES.map((k) => (
              <Select
                key={k}
                label={FILTER_CHOICES[k].label}
                placeholder="Any"
                data={[...FILTER_CHOICES[k].data]}
                value={filters[k] || null}
                onChange={(v) => setCriteria({ ...criteria, [k]: v ?? '' })}
                clearable
                clearButtonProps={{ 'aria-label': `Clear the ${FILTER_CHOICES[k].label} filter` }}
                allowDeselect
                comboboxProps={{ withinPortal: true }}
              />
            ))}
          </SimpleGrid>
        </form>
      </search>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4">
              {q || filtered ? 'Search results' : 'Recent members'}
            </Title>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportCsv}
              loading={exporting}
            >
              Export CSV
            </Button>
          </Group>
          {members.isPending ? (
            <TableSkeleton label="Loading members" columns={3} />
          ) : members.isError ? (
            <ErrorState
              message={members.error.message}
              onRetry={() => members.refetch()}
              retrying={members.isFetching}
            />
          ) : members.data.members.length === 0 ? (
            <EmptyState title={q || filtered ? 'No member matches' : 'No members yet'} icon={IconUsers}>
              {q
                ? `No member's name, email, phone or TFP holds “${q}”${filtered ? ' with these filters' : ''}. Check the spelling, try another field or clear a filter.`
                : filtered
                  ? 'No member fits these filters. Clear one to see more.'
                  : 'Members appear here as soon as they register.'}
            </EmptyState>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {members.data.more ? 'More than ' : ''}
                {shown.toLocaleString('en-NG')} {shown === 1 && !members.data.more ? 'member' : 'members'}
                {q || filtered ? ' found' : ''}
              </Text>
              <MembersTable members={members.data.members} />
              {pages > 1 && (
                <Pagination
                  total={Math.min(pages, ADMIN_MEMBERS_MAX_PAGE)}
                  value={page}
                  onChange={(p) => {
                    const next = membersParams(criteria);
                    next.set('page', String(p));
                    setParams(next);
                  }}
                  siblings={0}
                  boundaries={1}
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
                  })}
                  getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                />
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
