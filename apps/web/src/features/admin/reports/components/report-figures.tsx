import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReportFigure } from '@trust/shared';
import { Money } from '../../../../ui/money.tsx';

function FigureValue({ figure }: { figure: ReportFigure }) {
  if (figure.kind === 'money') return <Money naira={Number(figure.value ?? 0)} />;
  if (figure.kind === 'percent') return <>{Number(figure.value ?? 0).toFixed(2)}%</>;
  if (figure.kind === 'number') return <>{Number(figure.value ?? 0).toLocaleString('en-NG')}</>;
  return <>{String(figure.value ?? '')}</>;
}

/** A report's headline figures (PAR 30, total assets, …), two a row on a phone, up to six on a wide screen. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: Math.min(6, figures.length) }}
      spacing="sm"
      data-testid="report-figures"
    >
      {figures.map((f) => (
        <Paper key={f.key} withBorder radius="md" p="sm" role="group" aria-label={f.label}>
          <Text size="xs" c="dimmed" fw={600}>
            {f.label}
          </Text>
          <Text fw={700} fz="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <FigureValue figure={f} />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
