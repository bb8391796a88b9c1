import type { Config } from './config.ts';
import type { StartSeeding } from './seed/start.ts';

/**
 * What a start tells the person who ran it: where the fund is served and on which database, the first
 * operator or the demo logins, and, in development, the address the payment provider sends members back
 * to (a phone on the network cannot reach localhost). Warnings (no operator yet) come apart, on stderr.
 */
export function startMessage(
  config: Pick<Config, 'NODE_ENV' | 'publicUrl' | 'dataDir'>,
  databaseKind: 'pglite' | 'postgres',
  seeded: StartSeeding,
): { lines: string[]; warning?: string } {
  const where = databaseKind === 'pglite' ? `embedded database in ${config.dataDir}/pg` : 'PostgreSQL';
  const lines = [`\nTrust Fund is running at ${config.publicUrl} (${where})`];
  if (seeded.firstOperator)
    lines.push(`  First operator (admin) made from ADMIN_EMAIL: ${seeded.firstOperator}`);
  if (seeded.demoLogins.length > 0) {
    lines.push(seeded.demoMade ? '  Demo logins (just made):' : '  Demo logins (as first made):');
    for (const l of seeded.demoLogins) lines.push(`  ${l.role.padEnd(18)} ${l.email} / ${l.password}`);
  }
  if (config.NODE_ENV === 'development') {
    lines.push(
      `  Payments return members to ${config.publicUrl}/…: to pay from a phone or another machine, ` +
        'set PUBLIC_URL to an address it can reach.',
    );
  }
  return { lines, warning: seeded.notice };
}
