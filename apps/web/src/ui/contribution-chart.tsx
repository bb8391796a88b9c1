import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { formatDate } from '@trust/shared/dates';
import { cumulative } from '../lib/cumulative.ts';
import { EmptyState } from './empty-state.tsx';
import { moneyText } from './money-text.ts';

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
          <LineChart
            h={props.height ?? 220}
            data={points.map((p) => ({ ...p, week: formatDate(p.trans_from_date) }))}
            dataKey="week"
            series={[
              { name: 'con_amount', label: props.cumulative ? 'Total saved' : 'Amount', color: 'teal.7' },
            ]}
            curveType="linear"
            valueFormatter={(v) => moneyText({ naira: v })}
            withLegend={false}
          />
        </div>
      )}
    </Card>
  );
}
