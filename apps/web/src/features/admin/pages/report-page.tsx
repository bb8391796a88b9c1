import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DateText } from '../../../ui/date-text.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { fetchReportCsv, saveFile, useReport } from '../api/reports.ts';
import { ReportChart } from '../components/report-chart.tsx';
import { ReportTable } from '../components/report-table.tsx';

/** One report (/admin/reports/:name): what it is, its chart, its table and its CSV download. */
export default function ReportPage() {
  const { name = '' } = useParams();
  const report = useReport(name);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveFile(await fetchReportCsv(name));
    } catch (e) {
      setDownloadError((e as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to={paths.adminReports} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> All reports
        </Group>
      </Anchor>
      {report.isPending ? (
        <TableSkeleton label="Loading the report" columns={4} />
      ) : report.isError ? (
        <ErrorState
          message={report.error.message}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 320px' }}>
              <Title order={1}>{report.data.title}</Title>
              <Text c="dimmed" size="sm">
                {report.data.description}
              </Text>
              <Text size="xs" c="dimmed">
                As at <DateText value={report.data.generated_at} time span inherit />
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Button
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
          {report.data.rows.length === 0 ? (
            <Card withBorder radius="lg" padding="md">
              <EmptyState title="Nothing to report yet" icon={IconTable}>
                This report fills in as members save, earn and cash out.
              </EmptyState>
            </Card>
          ) : (
            <>
              <Card withBorder radius="lg" padding="md">
                <Title order={2} fz="h4" mb="sm">
                  Chart
                </Title>
                <ReportChart report={report.data} />
              </Card>
              <Card withBorder radius="lg" padding="md">
                <Stack gap="sm">
                  <Title order={2} fz="h4">
                    Table
                  </Title>
                  <ReportTable report={report.data} />
                </Stack>
              </Card>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
