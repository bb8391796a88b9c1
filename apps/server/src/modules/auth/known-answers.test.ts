import { describe, expect, it } from 'vitest';
import { hashToken } from '../../http/session-guard.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { codeAt, codeStep } from './totp.ts';

// Answers computed outside the app, so a wrong algorithm, digit count, period or encoding in our own
// code cannot pass by agreeing with itself:
// - TOTP: RFC 6238 appendix B (SHA-1, secret "12345678901234567890", 30 s steps), last six digits;
// - argon2id: the Debian `argon2` tool, `printf '%s' 'Correct horse 7' | argon2 trustfundsalt16 -id -t 2 -k 19456 -p 1 -e`;
// - session token: `printf '%s' tf_session_token_example | sha256sum`.
const RFC_6238_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const ARGON2ID_OF_CORRECT_HORSE =
  '$argon2id$v=19$m=19456,t=2,p=1$dHJ1c3RmdW5kc2FsdDE2$3E/EhBQqBd5woDUaDFJaTBr/KMw7PT2KA702vOg2CZQ';

describe('signatures and hashes against answers computed elsewhere', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('shows the RFC 6238 code at %i seconds: %s', (seconds, code) => {
    expect(codeAt(RFC_6238_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts the RFC 6238 code one step early or late, and not two', () => {
    const at = (s: number) => new Date(s * 1000);
    expect(codeStep(RFC_6238_SECRET, '081804', at(1111111109))).toBe(37037036);
    expect(codeStep(RFC_6238_SECRET, '081804', at(1111111109 + 30))).toBe(37037036);
    expect(codeStep(RFC_6238_SECRET, '081804', at(1111111109 + 61))).toBeNull();
  });

  it('verifies a password against an argon2id hash made by the reference tool, and refuses a wrong one', async () => {
    expect(await verifyPassword(ARGON2ID_OF_CORRECT_HORSE, 'Correct horse 7')).toBe(true);
    expect(await verifyPassword(ARGON2ID_OF_CORRECT_HORSE, 'correct horse 7')).toBe(false);
  });

  it("hashes new passwords with argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane", async () => {
    expect(await hashPassword('Correct horse 7')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps a session token as the SHA-256 hex of its text', () => {
    expect(hashToken('tf_session_token_example')).toBe(
      'fcc536b35e5c0a6a83b04f193dbc36d4008a3ecbc9c98dc1ea5b1363eb0bdcc8',
    );
  });
});
