/**
 * The member's first name for the welcome line: the first word of the name they registered with
 * ("Ngozi Ama Eze" -> "Ngozi"). The spec's last word greets Nigerians by their surname
 * (docs/domain-rules.md, "Greeting by first name").
 */
export const welcomeName = (fullName: string | null | undefined) =>
  (fullName ?? '').trim().split(/\s+/)[0] ?? '';

/** Whole weeks from now until a time, never negative. */
export const weeksUntil = (iso: string, now: Date) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / (7 * 86_400_000)));
