import { Card, Skeleton, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { formatDate } from '@trust/shared/dates';
import { lazy, Suspense } from 'react';
import { cumulative } from '../lib/cumulative.ts';
import { EmptyState } from './empty-state.tsx';

const ContributionLineChart = lazy(() => import('./contribution-line-chart.tsx'));

/**
 * Contributions against date (part 2 sections 2.3 and 2.4): each week's amount on /weeklycontribution,
 * or, with `cumulative`, the savings growing week by week on the dashboard.
 */
export function ContributionChart(props: {
  points: { trans_from_date: string; con_amount: number }[];
  height?: number;
  cumulative?: boolean;
}) {
  const points = props.cumulative ? cumulative(props.points) : props.points;
  const height = props.height ?? 220;
  return (
    <Card withBorder radius="md" p="md">
      <Title order={2} fz="h5" mb="sm">
        {props.cumulative ? 'Savings by week' : 'Weekly contributions'}
      </Title>
      {props.points.length === 0 ? (
        <EmptyState title="No contributions yet" icon={IconChartLine}>
          Your contributions will show here after your first payment.
        </EmptyState>
      ) : (
        <div
          role="img"
          aria-label={
            props.cumulative
              ? 'Line chart of total savings by week'
              : 'Line chart of weekly contribution amounts'
          }
        >
          {/* The same height while the line loads, so nothing below it moves. */}
          <Suspense fallback={<Skeleton h={height} />}>
            <ContributionLineChart
              height={height}
              data={points.map((p) => ({ ...p, week: formatDate(p.trans_from_date) }))}
              label={props.cumulative ? 'Total saved' : 'Amount'}
            />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
