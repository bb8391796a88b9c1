import { Card, Skeleton, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconChartLine } from '@tabler/icons-react';
import { formatDate } from '@trust/shared/dates';
import { lazy, Suspense, useEffect, useState } from 'react';
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
  // The line is drawn once the chart comes near the screen: on a phone it sits below the first screen
  // of the dashboard, and a member who does not scroll down never pays for the charting library.
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setSeen(true);
  }, [entry?.isIntersecting]);
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
          ref={ref}
          role="img"
          aria-label={
            props.cumulative
              ? 'Line chart of total savings by week'
              : 'Line chart of weekly contribution amounts'
          }
        >
          {/* The same height until the line is drawn, so nothing below it moves. */}
          <Suspense fallback={<Skeleton h={height} />}>
            {seen ? (
              <ContributionLineChart
                height={height}
                data={points.map((p) => ({ ...p, week: formatDate(p.trans_from_date) }))}
                label={props.cumulative ? 'Total saved' : 'Amount'}
              />
            ) : (
              <Skeleton h={height} />
            )}
          </Suspense>
        </div>
      )}
    </Card>
  );
}
