import { describe, expect, it } from 'vitest';
import { errorNextStep } from './error-next-step.ts';

describe('the next step under an Error! pop-up', () => {
  it.each([
    [0, 'Check your internet connection', 'reload'],
    [401, 'Sign in again', 'sign-in'],
    [403, 'Customer Care', 'support'],
    [409, 'Reload the page', 'reload'],
    [502, 'on our side', 'support'],
    [503, 'on our side', 'support'],
  ])('after status %i says %s and offers the %s button', (status, words, kind) => {
    const next = errorNextStep(status);
    expect(next?.text).toContain(words);
    expect(next?.action?.kind).toBe(kind);
  });

  it.each([
    [400, 'Correct what the message names'],
    [422, 'Correct what the message names'],
    [402, 'another card'],
    [404, 'Go back'],
    [429, 'Wait a minute'],
  ])('after status %i says %s, with OK alone', (status, words) => {
    const next = errorNextStep(status);
    expect(next?.text).toContain(words);
    expect(next?.action).toBeUndefined();
  });

  it('says nothing more where the status is not known', () => {
    expect(errorNextStep(undefined)).toBeNull();
    expect(errorNextStep(418)).toBeNull();
  });
});
