import { cashoutBody, loginBodySchema, submitCardBodySchema } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { fieldLabel, type IssueLike, issueMessage, pickIssue, RAW_VALIDATOR_TEXT } from './messages.ts';

/** The sentence a person reads for a zod issue, as the error handler builds it. */
function sentence(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const issue = pickIssue(result.error?.issues[0] as IssueLike);
  return { message: issueMessage(issue, 'body'), field: (issue.path ?? []).map(String).join('.') };
}

describe('refusal sentences', () => {
  it('names a field from the label table, else from its key, and never echoes junk keys', () => {
    expect(fieldLabel('email')).toBe('your email address');
    expect(fieldLabel('trustnetwork.0.email')).toBe('your email address');
    expect(fieldLabel('u_device_type')).toBe('the device type');
    expect(fieldLabel('firstName')).toBe('the first name');
    expect(fieldLabel('<script>')).toBe('a field of the form');
  });

  it("keeps the spec's text and replaces the validator's", () => {
    expect(sentence(cashoutBody, {})).toEqual({
      message: 'Enter the cashout amount',
      field: 'cashout_amount',
    });
    expect(sentence(cashoutBody, { cashout_amount: 1e21 })).toEqual({
      message: 'The cashout amount is too large',
      field: 'cashout_amount',
    });
    const wrongType = sentence(loginBodySchema, { email: 'ada@example.com', password: 5 });
    expect(wrongType).toEqual({ message: 'Your password must be text', field: 'password' });
  });

  it('a two-shape form is judged by the shape with the fewest problems', () => {
    expect(sentence(submitCardBodySchema, { card_process: 1, card_name: 7 })).toEqual({
      message: 'The name on the card must be text',
      field: 'card_name',
    });
  });

  it('recognises the validator wording it must never show', () => {
    for (const raw of [
      'Invalid input: expected object, received null',
      'Invalid input',
      'Too big: expected string to have <=100 characters',
      'Invalid option: expected one of "a"|"b"',
      'body/email must be string',
    ]) {
      expect(raw).toMatch(RAW_VALIDATOR_TEXT);
    }
    for (const spec of [
      'Enter email address',
      'Choose a plan',
      'Invalid payment reference',
      'Must be 40 characters or less',
    ]) {
      expect(spec).not.toMatch(RAW_VALIDATOR_TEXT);
    }
  });
});
