import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LAST_RESORT } from './process-faults.ts';

/**
 * The process's last resort (process-faults.ts), in a process of its own: errors nothing caught are
 * logged and the process keeps running. A throw in a timer, an `error` event nobody listens to, and
 * rejections nobody handles, one of them the database away and one carrying a failed query's values.
 */
const module = resolve(import.meta.dirname, 'process-faults.ts');
const script = `
import { EventEmitter } from 'node:events';
import { surviveUncaughtErrors } from ${JSON.stringify(module)};
const line = (level) => (fields, msg) => console.log(JSON.stringify({ level, ...fields, msg }));
surviveUncaughtErrors({ warn: line('warn'), error: line('error') });
setTimeout(() => {
  throw new Error('Failed query: insert into users (email, phone) values ($1, $2)\\nparams: ada@example.com,08031234567');
}, 5);
setTimeout(() => new EventEmitter().emit('error', new Error('nobody listens')), 10);
Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
Promise.reject('the card number 5061000000000000');
setTimeout(() => console.log('still serving'), 200);
`;

describe('an error that reaches the process unhandled', () => {
  it('is logged with where it came from, without values, and the process keeps running', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    const lines = stdout
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    expect(stdout.trim().endsWith('still serving')).toBe(true);
    expect(lines.every((l) => l.msg === LAST_RESORT)).toBe(true);
    const sorted = lines.map((l) => [l.level, l.origin, l.kind, l.error?.message ?? l.reason]).sort();
    expect(sorted).toEqual([
      [
        'error',
        'uncaughtException',
        'other',
        'Failed query: insert into users (email, phone) values ($1, $2)\nparams: [redacted]',
      ],
      ['error', 'uncaughtException', 'other', 'nobody listens'],
      ['error', 'unhandledRejection', 'other', 'string'],
      ['warn', 'unhandledRejection', 'database', 'terminating connection due to administrator command'],
    ]);
    expect(stdout).not.toContain('08031234567');
    expect(stdout).not.toContain('5061000000000000');
  }, 60_000);
});
