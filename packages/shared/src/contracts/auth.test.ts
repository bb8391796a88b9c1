import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, loginBodySchema, registerBodySchema, registerFormSchema } from './auth.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

const valid = {
  firstname: 'Ada Okafor',
  email: 'Ada@Example.com',
  confirmemail: 'ada@example.com',
  u_phone: '+2348012345678',
  password: 'Secret123',
  confirmpassword: 'Secret123',
  terms: true,
};

describe('register form', () => {
  it('accepts a complete form, lowercasing the email and removing the plus from the phone', () => {
    const r = registerFormSchema.parse(valid);
    expect(r.email).toBe('ada@example.com');
    expect(r.u_phone).toBe('2348012345678');
  });
  it.each([
    [{ firstname: '' }, 'Enter full name'],
    [{ email: '' }, 'Enter email address'],
    [{ email: 'ada@', confirmemail: 'ada@' }, 'Enter valid email address'],
    [{ confirmemail: 'other@example.com' }, AUTH_MESSAGES.emailMismatch],
    [{ u_phone: '' }, 'Enter phone number'],
    [{ u_phone: '23480' }, 'Enter your 10 digit Phone numbers'],
    [{ u_phone: '08012345678' }, 'Start with your country code, for example 2348012345678'],
    [{ password: '', confirmpassword: '' }, 'Enter password'],
    [
      { password: 'short1', confirmpassword: 'short1' },
      'Password must be at least 8 characters with at least one letter and one number',
    ],
    [{ password: 'Secret 123', confirmpassword: 'Secret 123' }, 'Password cannot contain spaces'],
    [{ confirmpassword: 'Secret124' }, AUTH_MESSAGES.passwordMismatch],
    [{ terms: false }, AUTH_MESSAGES.terms],
  ])('refuses %o with its message', (patch, message) => {
    expect(firstError(registerFormSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });
});

describe('register call', () => {
  it('takes the spec payload without the confirm fields', () => {
    const r = registerBodySchema.parse({
      u_first_name: 'Ada Okafor',
      email: 'ADA@example.com',
      u_phone: '2348012345678',
      password: 'Secret123',
      u_trust_link: 1,
      u_associate_tfp: 'TFP0123456789',
    });
    expect(r).toMatchObject({ email: 'ada@example.com', u_trust_link: 1, u_associate_tfp: 'TFP0123456789' });
  });
});

describe('login call', () => {
  it('needs a password for a password login', () => {
    expect(firstError(loginBodySchema.safeParse({ email: 'ada@example.com' }))).toBe('Enter password');
    expect(firstError(loginBodySchema.safeParse({ email: 'ada@example.com', password: 'a b' }))).toBe(
      'Password cannot contain spaces',
    );
  });
  it('takes a login link without a password, lowercasing the email', () => {
    const r = loginBodySchema.parse({
      email: 'Ada@Example.com',
      password: '',
      type: 'admin',
      authcode: 'x'.repeat(43),
    });
    expect(r).toMatchObject({ email: 'ada@example.com', type: 'admin' });
  });
  it('reports a bad email before a missing password', () => {
    expect(firstError(loginBodySchema.safeParse({ email: '' }))).toBe('Enter email address');
  });
});
