import { describe, expect, it } from 'vitest';
import { linkActionFrom } from './link-action.ts';

describe('login page query', () => {
  it('reads an email verification link', () => {
    expect(linkActionFrom('?verify=tok123&email=ada%40example.com')).toEqual({
      kind: 'verify',
      email: 'ada@example.com',
      authcode: 'tok123',
    });
  });
  it('reads a mailed login link and an operator view-as link', () => {
    expect(linkActionFrom('?type=admin&authcode=abc&email=a%40b.ng')).toEqual({
      kind: 'link-login',
      email: 'a@b.ng',
      authcode: 'abc',
      type: 'admin',
    });
    expect(linkActionFrom('?type=admin_login&authcode=abc&email=a%40b.ng')).toMatchObject({
      type: 'admin_login',
    });
  });
  it('ignores incomplete or unknown queries', () => {
    expect(linkActionFrom('')).toBeNull();
    expect(linkActionFrom('?verify=tok')).toBeNull();
    expect(linkActionFrom('?type=admin&email=a%40b.ng')).toBeNull();
    expect(linkActionFrom('?type=other&authcode=abc&email=a%40b.ng')).toBeNull();
  });
});
