/**
 * DateText: a date a member reads, "24 Nov 2026" (with ", 14:05" where the time matters: payments,
 * receipts), always in Lagos time, from the shared formatter: never MM/DD, which a Nigerian reader
 * takes day first (docs/domain-rules.md, "Dates on screen"). `relative` adds how far it is
 * ("in 3 days", "2 days ago") where that is what the member wants to know: a next payment, a
 * deadline; leave it off in tables and on receipts. It is a <time> with the machine date, and the
 * whole date in words as its title. "24 Nov" never breaks inside, so a narrow column wraps the year.
 */
import { Text, type TextProps } from '@mantine/core';
import { FUND_TIME_ZONE, formatDate } from '@trust/shared/dates';
import type { ReactNode } from 'react';
import { type DateInput, machineDate, relativeDay } from './relative-day.ts';

const API_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTH_NAMES: Record<string, string> = {
  Jan: 'January',
  Feb: 'February',
  Mar: 'March',
  Apr: 'April',
  May: 'May',
  Jun: 'June',
  Jul: 'July',
  Aug: 'August',
  Sep: 'September',
  Oct: 'October',
  Nov: 'November',
  Dec: 'December',
};

// Made once: building an Intl formatter costs far more than using one, and a screen shows many dates.
const weekdayUtc = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' });
const weekdayLagos = new Intl.DateTimeFormat('en-GB', { timeZone: FUND_TIME_ZONE, weekday: 'long' });

/** "Tuesday 24 November 2026" (", 14:05" with the time): the title, where there is room for words. */
function fullDate(at: DateInput, short: string): string {
  const day = typeof at === 'string' ? API_DAY.exec(at.trim()) : null;
  const instant = day ? new Date(Date.UTC(Number(day[3]), Number(day[1]) - 1, Number(day[2]))) : new Date(at);
  const weekday = (day ? weekdayUtc : weekdayLagos).format(instant);
  return `${weekday} ${short.replace(/ ([A-Z][a-z]{2}) /, (_, m: string) => ` ${MONTH_NAMES[m] ?? m} `)}`;
}

export interface DateTextProps extends Omit<TextProps, 'children'> {
  value: DateInput | null | undefined;
  /** Add the Lagos time of day. */
  time?: boolean;
  /** Add "(in 3 days)" while the date is within 8 weeks. */
  relative?: boolean;
  /** Today, for relative wording; the clock when absent. */
  now?: DateInput;
  /** Shown when there is no date. */
  empty?: ReactNode;
  'data-testid'?: string;
}

export function DateText({
  value,
  time = false,
  relative = false,
  now,
  empty = null,
  ...text
}: DateTextProps) {
  const shown = value == null || value === '' ? '' : formatDate(value, { time });
  if (value == null || shown === '') return <>{empty}</>;
  const cut = shown.indexOf(' ', shown.indexOf(' ') + 1);
  const words = relative ? relativeDay(value, now) : null;
  return (
    <Text
      component="time"
      inherit={text.fz === undefined && text.size === undefined}
      {...text}
      dateTime={machineDate(value)}
      title={fullDate(value, shown)}
    >
      <span style={{ whiteSpace: 'nowrap' }}>{shown.slice(0, cut)}</span>
      {shown.slice(cut)}
      {words && ` (${words})`}
    </Text>
  );
}
