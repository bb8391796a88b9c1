/**
 * A text field of a provider's event body as we keep it: trimmed and cut to `max` characters, or
 * undefined when it is not text or is only blanks (so `?? fallback` gives the fallback).
 */
export const eventText = (v: unknown, max: number): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const trimmed = v.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};
