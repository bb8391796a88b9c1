import { describe, expect, it } from 'vitest';
import { startMessage } from './start-message.ts';

const seeded = {
  demoLogins: [{ role: 'Member', email: 'ada@demo.trustfund.ng', password: 'Member@2026' }],
  demoMade: true,
};

describe('what a start prints', () => {
  it('in development, says where payments send members back, so a phone on the network can be pointed at it', () => {
    const { lines } = startMessage(
      { NODE_ENV: 'development', publicUrl: 'http://localhost:3000', dataDir: '/srv/trust/data' },
      'pglite',
      seeded,
    );
    expect(lines[0]).toBe(
      '\nTrust Fund is running at http://localhost:3000 (embedded database in /srv/trust/data/pg)',
    );
    expect(lines).toContain(
      '  Payments return members to http://localhost:3000/…: to pay from a phone or another machine, set PUBLIC_URL to an address it can reach.',
    );
    expect(lines).toContain('  Demo logins (just made):');
    expect(lines).toContain(`  ${'Member'.padEnd(18)} ada@demo.trustfund.ng / Member@2026`);
  });

  it('in production, names the first operator and the warning apart, and says nothing of payment returns', () => {
    const { lines, warning } = startMessage(
      { NODE_ENV: 'production', publicUrl: 'https://trustfund.ng', dataDir: '/srv/trust/data' },
      'postgres',
      { demoLogins: [], demoMade: false, firstOperator: 'admin@trustfund.ng', notice: 'No operator yet' },
    );
    expect(lines).toEqual([
      '\nTrust Fund is running at https://trustfund.ng (PostgreSQL)',
      '  First operator (admin) made from ADMIN_EMAIL: admin@trustfund.ng',
    ]);
    expect(warning).toBe('No operator yet');
  });
});
