import { Button, Group, TextInput } from '@mantine/core';
import type { ReportRange } from '@trust/shared';
import { formatDate } from '@trust/shared/dates';
import { type FormEvent, useEffect, useState } from 'react';
import type { ReportDates } from '../api/report.ts';

/** "3 Dec 2026" under a date input, whose own text follows the browser's locale (03/12 or 12/03). */
const spelled = (isoDay: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoDay)
    ? formatDate(`${isoDay.slice(5, 7)}/${isoDay.slice(8, 10)}/${isoDay.slice(0, 4)}`)
    : undefined;

/**
 * A report's dates: From and To for a period report, "As at" for a report of the books at one day's
 * end. Show applies them (the page keeps them in its address, so Back and a shared link keep them);
 * a refusal from the server shows under its field.
 */
export function ReportDatesForm(props: {
  kind: ReportRange;
  /** The dates the report answered with (its defaults when none were asked). */
  answered: { from: string | null; to: string } | undefined;
  errors: Partial<Record<'from' | 'to', string>>;
  onApply: (dates: ReportDates) => void;
}) {
  const [from, setFrom] = useState(props.answered?.from ?? '');
  const [to, setTo] = useState(props.answered?.to ?? '');
  // The defaults arrive with the report: fill the fields once they do.
  useEffect(() => {
    if (props.answered) {
      setFrom((f) => f || props.answered?.from || '');
      setTo((t) => t || props.answered?.to || '');
    }
  }, [props.answered]);
  if (props.kind === 'now') return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onApply(props.kind === 'period' ? { from, to } : { to });
  };
  return (
    <form onSubmit={submit} aria-label="Report dates">
      <Group align="flex-start" gap="sm" wrap="wrap">
        {props.kind === 'period' ? (
          <TextInput
            type="date"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            description={spelled(from) ?? ' '}
            error={props.errors.from}
            w={180}
          />
        ) : null}
        <TextInput
          type="date"
          label={props.kind === 'period' ? 'To' : 'As at'}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          description={spelled(to) ?? ' '}
          error={props.errors.to}
          w={180}
        />
        <Button type="submit" variant="default" mt={25}>
          Show
        </Button>
      </Group>
    </form>
  );
}
