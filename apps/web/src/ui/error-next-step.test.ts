import { describe, expect, it } from 'vitest';
import { audienceAt, errorNextStep } from './error-next-step.ts';

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

  it('does not repeat the server’s own “try again” after a fault on our side', () => {
    // The 5xx messages (the generic one, the mail server's, a provider's) already say to try again.
    expect(errorNextStep(500)?.text).not.toMatch(/try again/i);
    expect(errorNextStep(502, 'operator')?.text).not.toMatch(/try again/i);
  });

  it('says nothing more where the status is not known', () => {
    expect(errorNextStep(undefined)).toBeNull();
    expect(errorNextStep(418)).toBeNull();
  });
});

describe('the next step for an operator in the console', () => {
  it('points a server fault at the technical team, not at Customer Care, with OK alone', () => {
    const next = errorNextStep(502, 'operator');
    expect(next?.text).toContain('technical team');
    expect(next?.text).not.toContain('Customer Care');
    expect(next?.text).not.toContain('not yours');
    expect(next?.action).toBeUndefined();
  });

  it('says a refusal is the role’s, which an admin can change, with OK alone', () => {
    const next = errorNextStep(403, 'operator');
    expect(next?.text).toContain('An admin can change your role');
    expect(next?.action).toBeUndefined();
  });

  it('keeps the member’s steps where they hold for anyone: the connection, the session, a change meanwhile', () => {
    expect(errorNextStep(0, 'operator')).toEqual(errorNextStep(0, 'member'));
    expect(errorNextStep(401, 'operator')).toEqual(errorNextStep(401, 'member'));
    expect(errorNextStep(409, 'operator')).toEqual(errorNextStep(409, 'member'));
  });

  it('reads the console from the page’s path', () => {
    expect(audienceAt('/admin')).toBe('operator');
    expect(audienceAt('/admin/members/4')).toBe('operator');
    expect(audienceAt('/administrator')).toBe('member');
    expect(audienceAt('/dashboard')).toBe('member');
    expect(audienceAt('/')).toBe('member');
  });
});
