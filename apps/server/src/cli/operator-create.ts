import { parseArgs } from 'node:util';
import { CREATABLE_OPERATOR_ROLES, checkNewOperator } from '@trust/shared';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';

/**
 * npm run operator:create -- --email <email> --role <admin|finance|loans|support|content> [--name "Full name"]
 *
 * Makes an operator account, the first admin of a new fund above all (no one can sign in to the console
 * to make one yet). The password is never an argument (it would stay in the shell's history and the
 * process list): on a terminal it is asked for twice without echo; otherwise the first line of standard
 * input is read (`… < password.txt`). It must meet the sign-up rules. An email that is already an account
 * is refused, never changed. The embedded database allows one process, so the command refuses while the
 * server holds it (stop the server first); on PostgreSQL it runs beside the servers.
 * The email and role, then the password, are checked before the database is opened and before the
 * server's modules are loaded (about 3 s of CPU): a refused call ends at once and changes nothing.
 * Exit codes: 0 made, 1 refused (bad email, role or password; email taken), 2 could not run.
 */

const USAGE = `Usage: npm run operator:create -- --email <email> --role <${CREATABLE_OPERATOR_ROLES.join('|')}> [--name "Full name"]
The password is asked for (or read from standard input), never given on the command line.`;

export interface Outcome {
  code: 0 | 1 | 2;
  message: string;
}

/** The command's arguments, or the usage text when they are wrong. */
export function readArgs(argv: string[]): { email: string; role: string; name?: string } | string {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    if (!values.email || !values.role) return USAGE;
    return { email: values.email, role: values.role, name: values.name };
  } catch {
    return USAGE;
  }
}

/** A line typed on the terminal without showing it; rejects on Ctrl-C or Ctrl-D. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let value = '';
  return new Promise((resolve, reject) => {
    const done = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n') {
          done();
          resolve(value);
          return;
        }
        if (c === '\u0003' || c === '\u0004') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        value = c === '\u007f' || c === '\b' ? value.slice(0, -1) : value + c;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a pipe or a file). */
async function firstLineOfInput(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string | Outcome> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  try {
    const first = await askHidden('Password: ');
    const again = await askHidden('Password again: ');
    if (first !== again) return { code: 1, message: 'The two passwords differ: nothing was made.' };
    return first;
  } catch {
    return { code: 2, message: 'Cancelled: nothing was made.' };
  }
}

/** Where the command reads its settings and the password: the process's own, or a test's. */
export interface Io {
  env?: Record<string, string | undefined>;
  password?: () => Promise<string | Outcome>;
}

export async function run(argv: string[], io: Io = {}): Promise<Outcome> {
  const args = readArgs(argv);
  if (typeof args === 'string') return { code: 2, message: args };
  const config = loadConfig(io.env);
  const named = checkNewOperator(args);
  if ('refused' in named) return { code: 1, message: named.refused.message };
  const password = await (io.password ?? readPassword)();
  if (typeof password !== 'string') return password;
  const checked = checkNewOperator({ ...args, password });
  if ('refused' in checked) return { code: 1, message: checked.refused.message };

  // Only now the database layer and the admin module: most of the command's start.
  const [{ DatabaseUnavailableError, migrate, openDatabase }, { createOperator }, { ApiError }] =
    await Promise.all([
      import('../db/client.ts'),
      import('../modules/admin/index.ts'),
      import('../http/envelope.ts'),
    ]);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof DataDirLockedError || e instanceof DatabaseUnavailableError)
      return { code: 2, message: `Cannot make the operator: ${e.message}` };
    throw e;
  }
  try {
    await migrate(database);
    const made = await createOperator(
      database.db,
      { email: args.email, password, role: args.role, fullName: args.name, via: 'operator:create' },
      systemClock.now(),
    );
    return {
      code: 0,
      message: `Operator made: ${made.email} (${made.role}). Sign in at ${config.publicUrl}/login.`,
    };
  } catch (e) {
    if (e instanceof ApiError) return { code: 1, message: e.message };
    if (e instanceof DatabaseUnavailableError)
      return { code: 2, message: `Cannot make the operator: ${e.message}` };
    throw e;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    const outcome = await run(process.argv.slice(2));
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.code;
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Cannot make the operator: ${e.message}`);
    } else {
      console.error('Cannot make the operator:', e);
    }
    process.exitCode = 2;
  }
}
