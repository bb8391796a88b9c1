import { Anchor, Badge, Table, Text } from '@mantine/core';
import { NO_RECORDS, type TransactionRow, type TransactionType } from '@trust/shared';
import { formatDate } from '@trust/shared/dates';
import { formatNairaNumber } from '@trust/shared/money';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

type Column = { title: string; cell: (r: TransactionRow) => React.ReactNode };

// "24 Nov" never breaks inside; on a narrow phone the year may go to a second line, so the four
// columns fit a 360 px screen without scrolling sideways.
const dayMonth = (text: string) => {
  const cut = text.lastIndexOf(' ');
  return cut < 0 ? (
    text
  ) : (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(0, cut)}</span> {text.slice(cut + 1)}
    </>
  );
};
const date: Column = { title: 'Date', cell: (r) => dayMonth(formatDate(r.trans_date)) };
const amount: Column = { title: 'Amount', cell: (r) => formatNairaNumber(r.trans_amount) };
/**
 * Status badges: white on the darkest shade of each colour, so every badge passes WCAG AA contrast
 * (at least 4.5:1) at badge size. Green for money in, red for money out or owed, blue otherwise.
 */
const STATUS_COLOUR: Record<string, string> = {
  Paid: 'teal.9',
  Earned: 'teal.9',
  'Trust bonus': 'teal.9',
  Repaid: 'teal.9',
  Refunded: 'blue.9',
  Converted: 'blue.9',
  Redeemed: 'blue.9',
  'Cashed out': 'blue.9',
  'Membership fee': 'gray.8',
  Disbursed: 'orange.9',
  Reversed: 'red.9',
  Debited: 'red.9',
};
const status: Column = {
  title: 'Status',
  cell: (r) => (
    <Badge color={STATUS_COLOUR[r.status] ?? 'gray.8'} variant="filled" radius="sm" tt="none">
      {r.status}
    </Badge>
  ),
};
/** What a member quotes to support: the payment reference, never a database id. */
const reference: Column = {
  title: 'Reference',
  cell: (r) => (
    <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {r.trans_reference}
    </Text>
  ),
};

/** The columns of each tab (part 2 section 2.7). */
const COLUMNS: Record<TransactionType, Column[]> = {
  contribution: [date, amount, status, reference],
  referal: [date, amount, status, reference],
  loan: [
    date,
    amount,
    status,
    {
      title: 'Action',
      cell: (r) => (
        <Anchor component={Link} to={paths.viewloan} state={{ loanId: r.trans_id }}>
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
      <Table striped highlightOnHover captionSide="top" horizontalSpacing={6}>
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
