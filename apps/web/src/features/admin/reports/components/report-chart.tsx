import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Report } from '@trust/shared';
import { moneyText } from '../../../../ui/money-text.ts';

const COLORS = ['teal.7', 'blue.7', 'grape.7', 'red.7', 'orange.7'];
/** More bars than this do not read on a chart: the table has them all. */
const MAX_BARS = 30;

/** A report's chart: bars of its chart series against its x column (the first 30 rows). */
export function ReportChart({ report }: { report: Report }) {
  const label = (key: string) => report.columns.find((c) => c.key === key)?.label ?? key;
  const money = report.chart.series.every((k) => report.columns.find((c) => c.key === k)?.kind === 'money');
  const data = report.rows.slice(0, MAX_BARS).map((r) => ({
    ...r,
    [report.chart.x]: String(r[report.chart.x] ?? ''),
  }));
  return (
    <div
      role="img"
      aria-label={`Bar chart of ${report.chart.series.map(label).join(', ')} by ${label(report.chart.x).toLowerCase()}`}
    >
      <BarChart
        h={280}
        data={data}
        dataKey={report.chart.x}
        series={report.chart.series.map((name, i) => ({
          name,
          label: label(name),
          color: COLORS[i % COLORS.length] ?? 'teal.7',
        }))}
        valueFormatter={(v) => (money ? moneyText({ naira: v }) : v.toLocaleString('en-NG'))}
        withLegend={report.chart.series.length > 1}
        tickLine="y"
        xAxisProps={{ interval: 'preserveStartEnd', tick: { fontSize: 11 } }}
        yAxisProps={{ width: 80, allowDecimals: money }}
      />
    </div>
  );
}
