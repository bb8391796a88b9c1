/**
 * The statuses a member reads on money and membership (a payment, a week, a loan, the account), each
 * with one colour and its label. Text and background are written out (not a theme shade): every pair
 * is checked for WCAG AA contrast in statuses.test.ts, and a theme change cannot quietly break it.
 */
export const STATUSES = [
  'paid',
  'approved',
  'pending',
  'in process',
  'overdue',
  'missed',
  'failed',
  'locked',
] as const;
export type Status = (typeof STATUSES)[number];

/** Words the server or the provider uses for one of the statuses. */
export const STATUS_ALIASES = { success: 'paid', declined: 'failed' } as const satisfies Record<
  string,
  Status
>;
export type StatusAlias = keyof typeof STATUS_ALIASES;

export interface StatusLook {
  label: string;
  /** The colour's name, for people: docs and the gallery. */
  colour: string;
  background: string;
  text: string;
}

export const STATUS_LOOK: Record<Status, StatusLook> = {
  paid: { label: 'Paid', colour: 'green', background: '#d3f9d8', text: '#1b6b2c' },
  approved: { label: 'Approved', colour: 'blue', background: '#d0ebff', text: '#1864ab' },
  pending: { label: 'Pending', colour: 'yellow', background: '#fff3bf', text: '#7a4d00' },
  'in process': { label: 'In process', colour: 'violet', background: '#e5dbff', text: '#5f3dc4' },
  overdue: { label: 'Overdue', colour: 'orange', background: '#ffe8cc', text: '#a03c07' },
  missed: { label: 'Missed', colour: 'grape', background: '#f3d9fa', text: '#862e9c' },
  failed: { label: 'Failed', colour: 'red', background: '#ffe3e3', text: '#a51d1d' },
  locked: { label: 'Locked', colour: 'grey', background: '#e9ecef', text: '#343a40' },
};

const ALIAS_LABEL: Record<StatusAlias, string> = { success: 'Successful', declined: 'Declined' };

/** A status or its alias -> the status whose colour it takes, and the label it shows. */
export function statusLook(status: Status | StatusAlias): StatusLook & { status: Status } {
  if (status in STATUS_ALIASES) {
    const alias = status as StatusAlias;
    const canonical = STATUS_ALIASES[alias];
    return { ...STATUS_LOOK[canonical], label: ALIAS_LABEL[alias], status: canonical };
  }
  return { ...STATUS_LOOK[status as Status], status: status as Status };
}

/** Text from the API ("IN PROCESS", "Success", "in-process") -> a status, or null for words it does not know. */
export function toStatus(text: string | null | undefined): Status | StatusAlias | null {
  const word = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
  if ((STATUSES as readonly string[]).includes(word)) return word as Status;
  if (word in STATUS_ALIASES) return word as StatusAlias;
  return null;
}
