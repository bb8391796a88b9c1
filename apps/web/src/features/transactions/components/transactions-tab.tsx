import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { TRANSACTIONS_PER_PAGE, type TransactionType } from '@trust/shared';
import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { useTransactions } from '../api/transactions.ts';
import { orderRange, toMmDdYyyy } from '../date-range.ts';
import { Pager } from './pager.tsx';
import { COLUMNS, TransactionsTable } from './transactions-table.tsx';

/** One tab: From/To filter with Filter and Clear, the table, and pagination (5 pages, 2 margin pages). */
export function TransactionsTab(props: { type: TransactionType; label: string }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [applied, setApplied] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, error, refetch } = useTransactions({
    type: props.type,
    page,
    from: toMmDdYyyy(applied.from),
    to: toMmDdYyyy(applied.to),
  });
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PER_PAGE));

  const changeFrom = (value: string) => {
    const r = orderRange(value, to);
    setFrom(r.from);
    setTo(r.to);
  };
  const changeTo = (value: string) => {
    const r = orderRange(from, value);
    setTo(r.to);
  };

  return (
    <Stack gap="sm" pt="sm">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(e) => changeFrom(e.currentTarget.value)}
          w={170}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          min={from || undefined}
          onChange={(e) => changeTo(e.currentTarget.value)}
          w={170}
        />
        <Button
          onClick={() => {
            setApplied({ from, to });
            setPage(1);
          }}
        >
          Filter
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setFrom('');
            setTo('');
            setApplied({ from: '', to: '' });
            setPage(1);
          }}
        >
          Clear
        </Button>
        {isFetching && data && <Loader size="sm" aria-label="Loading transactions" />}
      </Group>
      {data ? (
        <TransactionsTable
          type={props.type}
          rows={data.rows}
          caption={`${props.label}: ${total} records`}
          filtered={applied.from !== '' || applied.to !== ''}
        />
      ) : isError ? (
        <ErrorState message={(error as Error).message} onRetry={refetch} retrying={isFetching} />
      ) : (
        <TableSkeleton label={`Loading ${props.label}`} columns={COLUMNS[props.type].length} />
      )}
      {total > TRANSACTIONS_PER_PAGE && <Pager page={page} pages={pages} onChange={setPage} />}
    </Stack>
  );
}
