import { Anchor, Table, Text } from '@mantine/core';
import { NO_RECORDS, type TransactionRow, type TransactionType } from '@trust/shared';
import { formatMoney } from '@trust/shared/money';
import { Link } from 'react-router';


type Column = { title: string; cell: (r: TransactionRow) => React.ReactNode };

const date: Column = { title: 'Date', cell: (r) => r.trans_date };
const amount: Column = { title: 'Amount', cell: (r) => formatMoney(r.trans_amount) };
const status: Column = { title: 'Status', cell: (r) => r.status };

/** The columns of each tab (part 2 section 2.7). */
const COLUMNS: Record<TransactionType, Column[]> = {
  contribution: [{ title: 'ID', cell: (r) => r.trans_id }, date, amount, status],
  referal: [date, amount, status],
  loan: [
    date,
    amount,
    status,
    {
      title: 'Action',
      cell: (r) => (
        <Anchor component={Link} to="/viewloan" state={{ loanId: r.trans_id }}>
          View
        </Anchor>
      ),
    },
  ],
  pop: [date, { title: 'Item', cell: (r) => r.pop_item_name ?? '' }, amount, status],
  etc: [
    date,
    { title: 'From', cell: (r) => r.etc_from ?? '' },
    // A one-way trip has no return date.
    { title: 'To', cell: (r) => r.etc_to ?? 'N/A' },
    { title: 'Type', cell: (r) => r.etc_type ?? '' },
    status,
  ],
};

export function TransactionsTable(props: { type: TransactionType; rows: TransactionRow[]; caption: string }) {
  const cols = COLUMNS[props.type];
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {cols.map((c) => (
              <Table.Th key={c.title}>{c.title}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={cols.length}>
                <Text ta="center" c="dimmed" py="md">
                  {NO_RECORDS}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            props.rows.map((r) => (
              <Table.Tr key={r.trans_id}>
                {cols.map((c) => (
                  <Table.Td key={c.title}>{c.cell(r)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
