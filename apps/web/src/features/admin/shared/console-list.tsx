import { Card, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';

/**
 * A console section's list: a skeleton table while it loads, the reason and Retry when it failed,
 * `empty` when the answer has no rows, else a line that counts what waits (read live) over the table.
 * The section names its columns (`head`) and draws each row.
 */
export function ConsoleList<Data, Row>(props: {
  query: UseQueryResult<Data, Error>;
  /** The skeleton's label and its number of columns. */
  loading: { label: string; columns: number };
  rows: (data: Data) => Row[];
  empty: ReactNode;
  summary: (data: Data, rows: Row[]) => ReactNode;
  summaryTestId?: string;
  tableTestId: string;
  head: ReactNode;
  row: (row: Row) => ReactNode;
}) {
  const { query } = props;
  const rows = query.data === undefined ? [] : props.rows(query.data);
  return (
    <Card withBorder radius="lg" padding="md">
      {query.isPending ? (
        <TableSkeleton label={props.loading.label} columns={props.loading.columns} />
      ) : query.isError ? (
        <ErrorState
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : rows.length === 0 ? (
        props.empty
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid={props.summaryTestId}>
            {props.summary(query.data, rows)}
          </Text>
          <Table verticalSpacing="sm" data-testid={props.tableTestId}>
            <Table.Thead>
              <Table.Tr>{props.head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map(props.row)}</Table.Tbody>
          </Table>
        </Stack>
      )}
    </Card>
  );
}
