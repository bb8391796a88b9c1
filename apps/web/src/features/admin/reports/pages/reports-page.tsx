import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminReportPath } from '../../../../config/paths.ts';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { CardGridSkeleton } from '../../../../ui/page-skeleton.tsx';
import { useReportIndex } from '../api/report-index.ts';

/** The console's Reports section (/admin/reports): one card per report, each opening its page. */
export default function ReportsPage() {
  const index = useReportIndex();
  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>Reports</Title>
      <Text c="dimmed">
        Figures from the ledger over the dates you choose, each with a chart, a table, and a CSV and a PDF to
        download.
      </Text>
      {index.isPending ? (
        <CardGridSkeleton cards={4} label="Loading reports" />
      ) : index.isError ? (
        <ErrorState
          message={index.error.message}
          onRetry={() => index.refetch()}
          retrying={index.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {index.data.map((r) => (
            <Card key={r.name} withBorder radius="lg" padding="md">
              <Stack gap={6}>
                <Anchor component={Link} to={adminReportPath(r.name)} fw={700} fz="lg">
                  {r.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {r.description}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
