import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { Report, ReportColumn } from '@trust/shared';
import { useMemo, useState } from 'react';
import { DateText } from '../../../../ui/date-text.tsx';
import { Money } from '../../../../ui/money.tsx';

type Cell = string | number | null | undefined;
const PER_PAGE = 25;

function CellValue({ column, value }: { column: ReportColumn; value: Cell }) {
  if (value === null || value === undefined || value === '')
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  if (column.kind === 'money') return <Money naira={Number(value)} />;
  if (column.kind === 'date') return <DateText value={String(value)} span inherit />;
  if (column.kind === 'percent')
    return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{Number(value).toFixed(2)}%</span>;
  if (column.kind === 'number')
    return (
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{Number(value).toLocaleString('en-NG')}</span>
    );
  return <span style={{ overflowWrap: 'anywhere' }}>{String(value)}</span>;
}

const numeric = (c: ReportColumn) => c.kind === 'money' || c.kind === 'number' || c.kind === 'percent';

/**
 * A report's table: every column, sortable by its header, 25 rows a page, the totals row last. On a
 * phone the table scrolls sideways inside its card, so the page itself never does.
 */
export function ReportTable({ report }: { report: Report }) {
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(null);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => {
    if (!sort) return report.rows;
    const column = report.columns.find((c) => c.key === sort.key);
    const sorted = [...report.rows].sort((a, b) => {
      const x = a[sort.key];
      const y = b[sort.key];
      if (column && numeric(column)) return Number(x ?? 0) - Number(y ?? 0);
      return String(x ?? '').localeCompare(String(y ?? ''));
    });
    return sort.desc ? sorted.reverse() : sorted;
  }, [report, sort]);
  const pages = Math.ceil(rows.length / PER_PAGE);
  const shown = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <>
      <Table.ScrollContainer minWidth={report.columns.length * 110} type="native">
        <Table verticalSpacing="xs" striped highlightOnHover data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              {report.columns.map((c) => {
                const active = sort?.key === c.key;
                const Icon = active ? (sort?.desc ? IconArrowDown : IconArrowUp) : IconSelector;
                return (
                  <Table.Th
                    key={c.key}
                    ta={numeric(c) ? 'right' : 'left'}
                    aria-sort={active ? (sort?.desc ? 'descending' : 'ascending') : 'none'}
                  >
                    <UnstyledButton
                      onClick={() => {
                        setSort({ key: c.key, desc: active ? !sort?.desc : numeric(c) });
                        setPage(1);
                      }}
                      fw={600}
                      fz="sm"
                    >
                      <Group gap={4} wrap="nowrap" justify={numeric(c) ? 'flex-end' : 'flex-start'}>
                        {c.label}
                        <Icon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r, i) => (
              // Rows have no id of their own; their place in the sorted page is stable while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={i}>
                {report.columns.map((c) => (
                  <Table.Td key={c.key} ta={numeric(c) ? 'right' : 'left'}>
                    <CellValue column={c} value={r[c.key]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {report.totals ? (
            <Table.Tfoot>
              <Table.Tr data-testid="report-totals">
                {report.columns.map((c) => (
                  <Table.Th key={c.key} ta={numeric(c) ? 'right' : 'left'}>
                    <CellValue column={c} value={report.totals?.[c.key]} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {rows.length.toLocaleString('en-NG')} rows
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            aria-label="Pages of the report"
          />
        </Group>
      ) : null}
    </>
  );
}
