import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileTypePdf, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { ApiCallError } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../../ui/page-skeleton.tsx';
import { type ReportDates, useReport } from '../api/report.ts';
import { fetchReportFile } from '../api/report-file.ts';
import { useReportIndex } from '../api/report-index.ts';
import { ReportChart } from '../components/report-chart.tsx';
import { ReportDatesForm } from '../components/report-dates.tsx';
import { ReportFigures } from '../components/report-figures.tsx';
import { ReportTable } from '../components/report-table.tsx';

/** "1 Jan 2026 to 5 Dec 2026", "As at the end of 5 Dec 2026", or today's figures' time. */
function RangeLine({
  range,
  generatedAt,
}: {
  range: { kind: string; from: string | null; to: string };
  generatedAt: string;
}) {
  if (range.kind === 'period' && range.from)
    return (
      <>
        <DateText value={range.from} span inherit /> to <DateText value={range.to} span inherit />
      </>
    );
  if (range.kind === 'as-at')
    return (
      <>
        As at the end of <DateText value={range.to} span inherit />
      </>
    );
  return (
    <>
      As at <DateText value={generatedAt} time span inherit />
    </>
  );
}

/**
 * One report (/admin/reports/:name?from=&to=): what it is, its dates, its headline figures, chart and
 * table, and the same report as a CSV or a PDF. The dates live in the address, so Back keeps them.
 */
export default function ReportPage() {
  const { name = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const dates: ReportDates = {
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  };
  const index = useReportIndex();
  const report = useReport(name, dates);
  const meta = index.data?.find((r) => r.name === name);
  const kind = meta?.range ?? report.data?.range.kind;
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  // A date the server refused shows under its field; any other failure replaces the report.
  const refusedField = (report.error as ApiCallError | null)?.data as { field?: string } | null | undefined;
  const fieldErrors =
    report.error && (refusedField?.field === 'from' || refusedField?.field === 'to')
      ? { [refusedField.field]: report.error.message }
      : {};

  const apply = (next: ReportDates) => {
    const q = new URLSearchParams();
    if (next.from) q.set('from', next.from);
    if (next.to) q.set('to', next.to);
    setSearch(q);
  };
  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format);
    setDownloadError(null);
    try {
      saveFile(await fetchReportFile(name, format, dates));
    } catch (e) {
      setDownloadError(
        e instanceof ApiCallError ? e.message : 'The file could not be downloaded. Please try again.',
      );
    } finally {
      setDownloading(null);
    }
  };

  const data = report.isError ? undefined : report.data;
  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to={paths.adminReports} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> All reports
        </Group>
      </Anchor>
      {meta || data ? (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{meta?.title ?? data?.title}</Title>
            {data ? (
              <Text fw={600} c="brand.8" data-testid="report-range">
                <RangeLine range={data.range} generatedAt={data.generated_at} />
              </Text>
            ) : null}
            <Text c="dimmed" size="sm">
              {meta?.description ?? data?.description}
            </Text>
          </Stack>
          {data ? (
            <Stack gap={4} align="flex-end">
              <Group gap="xs">
                <Button
                  leftSection={<IconDownload size={18} aria-hidden />}
                  onClick={() => download('csv')}
                  loading={downloading === 'csv'}
                  disabled={downloading !== null}
                >
                  Download CSV
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconFileTypePdf size={18} aria-hidden />}
                  onClick={() => download('pdf')}
                  loading={downloading === 'pdf'}
                  disabled={downloading !== null}
                >
                  Download PDF
                </Button>
              </Group>
              {downloadError ? (
                <Text size="sm" c="red.8" role="alert">
                  {downloadError}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Group>
      ) : null}
      {kind ? (
        <ReportDatesForm
          key={`${name}-${kind}`}
          kind={kind}
          answered={data?.range}
          errors={fieldErrors}
          onApply={apply}
        />
      ) : null}
      {report.isPending ? (
        <TableSkeleton label="Loading the report" columns={4} />
      ) : report.isError ? (
        Object.keys(fieldErrors).length > 0 ? null : (
          <ErrorState
            message={report.error.message}
            onRetry={() => report.refetch()}
            retrying={report.isFetching}
          />
        )
      ) : data ? (
        <>
          <ReportFigures figures={data.figures} />
          {data.rows.length === 0 ? (
            <Card withBorder radius="lg" padding="md">
              <EmptyState title="Nothing to report for these dates" icon={IconTable}>
                This report fills in as members save, borrow, earn and cash out.
              </EmptyState>
            </Card>
          ) : (
            <>
              <Card withBorder radius="lg" padding="md">
                <Title order={2} fz="h4" mb="sm">
                  Chart
                </Title>
                <ReportChart report={data} />
              </Card>
              <Card withBorder radius="lg" padding="md">
                <Stack gap="sm">
                  <Title order={2} fz="h4">
                    Table
                  </Title>
                  <ReportTable report={data} />
                </Stack>
              </Card>
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
