import { Button, Card, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { ADMIN_MEMBERS_MAX_PAGE } from '@trust/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { useMembers } from '../api/members.ts';
import { MembersTable } from '../components/members-table.tsx';

/**
 * The console's landing page (/admin): a search box (name, email, phone or TFP) and the members it
 * finds, or the newest members before a search, a page at a time. The search and page live in the
 * address (?q=&page=), so Back returns to the same list.
 */
export default function MembersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.min(ADMIN_MEMBERS_MAX_PAGE, Math.max(1, Number(params.get('page')) || 1));
  const [typed, setTyped] = useState(q);
  const [settled] = useDebouncedValue(typed, 350);
  // Typing searches once the operator pauses; a new search starts at page 1.
  useEffect(() => {
    if (settled.trim() !== q) setParams(settled.trim() ? { q: settled.trim() } : {}, { replace: true });
  }, [settled, q, setParams]);
  const members = useMembers({ q, page });
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
            setParams(typed.trim() ? { q: typed.trim() } : {});
          }}
        >
          <Group align="end" wrap="nowrap" gap="xs">
            <TextInput
              label="Search members"
              description="The start of a name, email, phone or TFP, or a surname"
              placeholder="e.g. Ada, ada@…, 0803…, TFP…"
              leftSection={<IconSearch size={18} aria-hidden />}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1 }}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </search>

      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {q ? 'Search results' : 'Recent members'}
          </Title>
          {members.isPending ? (
            <TableSkeleton label="Loading members" columns={3} />
          ) : members.isError ? (
            <ErrorState
              message={members.error.message}
              onRetry={() => members.refetch()}
              retrying={members.isFetching}
            />
          ) : members.data.members.length === 0 ? (
            <EmptyState title={q ? 'No member matches' : 'No members yet'} icon={IconUsers}>
              {q
                ? `No member's name, email, phone or TFP starts with “${q}”, and no surname is “${q}”. Check the spelling or try another field.`
                : 'Members appear here as soon as they register.'}
            </EmptyState>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {members.data.more ? 'More than ' : ''}
                {shown.toLocaleString('en-NG')} {shown === 1 && !members.data.more ? 'member' : 'members'}
                {q ? ' found' : ''}
              </Text>
              <MembersTable members={members.data.members} />
              {pages > 1 && (
                <Pagination
                  total={Math.min(pages, ADMIN_MEMBERS_MAX_PAGE)}
                  value={page}
                  onChange={(p) => setParams(q ? { q, page: String(p) } : { page: String(p) })}
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
