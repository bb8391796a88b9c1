import { Anchor, Badge, Table, Text } from '@mantine/core';
import { NO_RECORDS, type TransactionRow, type TransactionType } from '@trust/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DateText } from '../../../ui/date-text.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Money } from '../../../ui/money.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { transactionStatus } from '../transaction-status.ts';

type Column = { title: string; cell: (r: TransactionRow) => React.ReactNode };

// "24 Nov" never breaks inside (DateText); on a narrow phone the year may go to a second line, so
// the four columns fit a 360 px screen without scrolling sideways.
const date: Column = { title: 'Date', cell: (r) => <DateText value={r.trans_date} /> };
const amount: Column = { title: 'Amount', cell: (r) => <Money naira={r.trans_amount} /> };
const status: Column = {
  title: 'Status',
  cell: (r) => {
    const s = transactionStatus(r.status);
    return s ? (
      <StatusBadge status={s} label={r.status} />
    ) : (
      <Badge color="gray.8" variant="filled" radius="sm" tt="none">
        {r.status}
      </Badge>
    );
  },
};
/** What a member quotes to support: the payment reference, never a database id. */
const referenceCell = (r: TransactionRow) => (
  <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
    {r.trans_reference}
  </Text>
);
/** The spec's ID column of the contributions tab: the entry's reference, which support can find. */
const id: Column = { title: 'ID', cell: referenceCell };
const reference: Column = {
  title: 'Reference',
  cell: referenceCell,
};

/** The columns of each tab (part 2 section 2.7). */
export const COLUMNS: Record<TransactionType, Column[]> = {
  contribution: [id, date, amount, status],
  referal: [date, amount, status, reference],
  loan: [
    date,
    amount,
    status,
    {
      title: 'Action',
      // The loan the entry lent or repaid (not the entry's own id).
      cell: (r) =>
        r.loan_id === null ? null : (
          <Anchor component={Link} to={paths.viewloan} state={{ loanId: r.loan_id }}>
            View
          </Anchor>
        ),
    },
  ],
  pop: [date, { title: 'Item', cell: (r) => r.pop_item_name ?? '' }, amount, status],
  etc: [
    date,
    { title: 'From', cell: (r) => r.etc_from ?? '' },
    { title: 'To', cell: (r) => r.etc_to ?? '' },
    { title: 'Type', cell: (r) => r.etc_type ?? '' },
    // A one-way trip has no return date (part 2 section 2.7: N/A).
    { title: 'Return', cell: (r) => r.etc_return_date ?? 'N/A' },
    status,
  ],
};

/** What each tab lists once there is something: the empty tab's one sentence. */
const EMPTY_SENTENCE: Record<TransactionType, string> = {
  contribution: 'Your weekly contributions and Save More payments show here once they are paid.',
  referal: 'What you earn when people you invite join and save shows here.',
  loan: 'Your loans and their repayments show here.',
  pop: 'Items bought with Purchase Order Power and their repayments show here.',
  etc: 'Trips covered by Emergency Travel Cover and their repayments show here.',
};

export function TransactionsTable(props: {
  type: TransactionType;
  rows: TransactionRow[];
  caption: string;
  /** A date filter is applied: an empty tab says so. */
  filtered: boolean;
}) {
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
                <EmptyState title={NO_RECORDS}>
                  {props.filtered
                    ? 'Nothing between these dates. Clear the dates to see every record.'
                    : EMPTY_SENTENCE[props.type]}
                </EmptyState>
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
