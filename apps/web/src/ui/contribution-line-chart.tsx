import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { moneyText } from './money-text.ts';

/**
 * The line of the contributions chart (ui/contribution-chart.tsx), in a chunk of its own: the charting
 * library weighs more than the rest of the dashboard together, so the screen draws first and the line
 * follows.
 */
export default function ContributionLineChart(props: {
  data: { week: string; con_amount: number }[];
  height: number;
  label: string;
}) {
  return (
    <LineChart
      h={props.height}
      data={props.data}
      dataKey="week"
      series={[{ name: 'con_amount', label: props.label, color: 'teal.7' }]}
      curveType="linear"
      valueFormatter={(v) => moneyText({ naira: v })}
      withLegend={false}
    />
  );
}
