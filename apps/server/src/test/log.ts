import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A line of the app's log as pino writes it (level 40 warn, 50 error). */
export type LogLine = { level: number; msg: string; [field: string]: unknown };

/**
 * The log an operator reads: settings that make a test app write warnings and errors to a file of its
 * own (`env`, for createTestApp), and that file's lines (`lines()`).
 */
export function operatorLog() {
  const file = join(mkdtempSync(join(tmpdir(), 'trust-log-')), 'app.log');
  return {
    env: { LOG_LEVEL: 'warn', LOG_FILE: file },
    lines: (): LogLine[] =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
  };
}
