import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type StatementFormat, statementRangeProblem } from '@trust/shared/contracts/statements';
import { formatDate } from '@trust/shared/dates';
import { useState } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fetchStatement } from '../api/statement.ts';
import { toMmDdYyyy } from '../date-range.ts';

type Field = 'from' | 'to';

/** "Tuesday, 3 Nov 2026" under a date input, whose own text follows the phone's locale (03/11 or 11/03). */
const spelled = (isoDay: string) => {
  const text = formatDate(toMmDdYyyy(isoDay));
  if (!text) return undefined;
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
  return `${weekday}, ${text}`;
};

/**
 * Download a statement of account for a range of days (from the cycle's start to today unless the
 * member changes it), as a PDF to show a bank or an embassy, or as a CSV for a spreadsheet. The range is
 * checked here with the server's own rules and messages; a refusal from the server shows beside its field.
 */
export function StatementForm(props: { defaultFrom: string; today: string }) {
  const [from, setFrom] = useState(props.defaultFrom);
  const [to, setTo] = useState(props.today);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const get = async (format: StatementFormat) => {
    setFailure(null);
    const problem = statementRangeProblem(from, to, props.today);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setErrors({});
    setBusy(format);
    try {
      const file = await fetchStatement({ from, to, format });
      saveFile(file);
      notifications.show({
        color: 'brand',
        title: 'Statement downloaded',
        message: file.fileName,
        closeButtonProps: { 'aria-label': 'Close' },
      });
    } catch (e) {
      const field = ((e as ApiCallError).data as { field?: string } | null)?.field;
      const message =
        e instanceof ApiCallError ? e.message : 'The statement could not be downloaded. Please try again.';
      if (field === 'from' || field === 'to') setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="statement-title">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="h5" id="statement-title">
            Statement of account
          </Title>
          <Text size="sm" c="dimmed">
            Opening balance, every movement and closing balance of your accounts, to keep or show a bank or an
            embassy.
          </Text>
        </div>
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label="From"
            value={from}
            max={props.today}
            onChange={(e) => {
              setFrom(e.currentTarget.value);
              setErrors({});
            }}
            description={spelled(from) ?? ' '}
            error={errors.from}
            w={190}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            min={from || undefined}
            max={props.today}
            onChange={(e) => {
              setTo(e.currentTarget.value);
              setErrors({});
            }}
            description={spelled(to) ?? ' '}
            error={errors.to}
            w={190}
          />
        </Group>
        <Group gap="sm">
          <Button onClick={() => get('pdf')} loading={busy === 'pdf'} disabled={busy !== null}>
            Download PDF
          </Button>
          <Button
            variant="default"
            onClick={() => get('csv')}
            loading={busy === 'csv'}
            disabled={busy !== null}
          >
            Download CSV
          </Button>
        </Group>
        {failure && (
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
