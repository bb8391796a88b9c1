import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Each case runs in a process of its own: this worker has long since built apps (and wired them).
const probe = (mode: 'alone' | 'wired') => {
  const r = spawnSync(process.execPath, [resolve(import.meta.dirname, '../../test/wiring-probe.ts'), mode], {
    encoding: 'utf8',
    timeout: 150_000,
  });
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('{'))
    throw new Error(`wiring-probe ${mode} printed no answer: ${r.stdout}${r.stderr}`);
  return JSON.parse(line);
};

describe('payment purposes and approval kinds are wired, never registered by an import', {
  timeout: 90_000,
}, () => {
  it('refuses to settle a payment in a process that imported modules/payments alone, naming where the purpose is listed', () => {
    const out = probe('alone');
    expect(out.settled).toBeUndefined();
    expect(out.error).toBe(
      'The payment purpose "plan" is not wired: list it in modules/registries.ts, and call wireRegistries() where the process starts',
    );
  });

  it('finds every payment purpose and every approval kind once an entry point wires the app’s lists', () => {
    const out = probe('wired');
    expect(out.missing).toEqual([]);
    expect(out.purposes).toBe(13);
    expect(out.kinds).toEqual([
      'adjustment',
      'etc-disbursal',
      'loan-disbursal',
      'member-bank-change',
      'payout-batch',
      'payout-bounce',
      'pop-disbursal',
      'staff-admin-grant',
      'transfer-confirm',
      'uncredited-transfer-credit',
    ]);
  });
});
