import { proposeTransferBodySchema, toNairaNumber } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { type Database, DatabaseUnavailableError, migrate, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { users } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import { proposeTransfer } from '../modules/admin/index.ts';
import { wireRegistries } from '../modules/registries.ts';

/**
 * npm run confirm-transfer -- <TFP> <amount in naira> <bank-reference> [--server <url>]
 *
 * An operator saw a member's bank transfer (narration: the member's TFP) arrive in the fund's
 * account. Confirming money is maker-checker (docs/domain-rules.md, "Operators' money actions"): the
 * command PROPOSES the confirmation in the fund's first admin account's name, through the same code
 * as the console's Transfers section, and a different operator approves it in the console
 * (Approvals); only then is the money posted and the plan activated or the weeks counted. The bank
 * statement's reference is required: it identifies the credit, so the same transfer is never
 * proposed twice.
 * The embedded database allows one process, so while the server holds it the command goes through
 * the running server (POST /api/admin/transfers/propose with the OPERATOR_TOKEN setting); otherwise,
 * and always on PostgreSQL, it opens the database itself.
 * Exit codes: 0 proposed, 1 refused (wrong amount, unknown TFP, already proposed), 2 could not run.
 */

export interface Outcome {
  code: 0 | 1 | 2;
  message: string;
}

const USAGE =
  'Usage: npm run confirm-transfer -- <TFP> <amount in naira> <bank-reference> [--server http://localhost:3000]';

export function parseArgs(
  argv: string[],
): { tfp: string; amountKobo: bigint; reference: string; server?: string } | string {
  const args = [...argv];
  let server: string | undefined;
  const i = args.indexOf('--server');
  if (i >= 0) {
    server = args[i + 1];
    args.splice(i, 2);
  }
  if (args.length !== 3) return USAGE;
  const parsed = proposeTransferBodySchema.safeParse({ tfp: args[0], amount: args[1], reference: args[2] });
  if (!parsed.success) return `${parsed.error.issues[0]?.message}\n${USAGE}`;
  return { tfp: parsed.data.tfp, amountKobo: parsed.data.amount, reference: parsed.data.reference, server };
}

/** Through the running server's operator API. */
export async function confirmViaServer(
  server: string,
  token: string | undefined,
  tfp: string,
  amountKobo: bigint,
  reference: string,
): Promise<Outcome> {
  if (!token) {
    return {
      code: 2,
      message:
        'The server is running and holds the database: set OPERATOR_TOKEN (the same value the server was started with) to propose through it.',
    };
  }
  let res: Response;
  try {
    res = await fetch(`${server.replace(/\/$/, '')}/api/admin/transfers/propose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': token },
      body: JSON.stringify({ tfp, amount: toNairaNumber(amountKobo), reference }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    return { code: 2, message: `Cannot reach the server at ${server}: ${(e as Error).message}` };
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (res.status === 401)
    return { code: 2, message: 'The server refused the operator token (check OPERATOR_TOKEN).' };
  return {
    code: res.ok ? 0 : res.status >= 500 ? 2 : 1,
    message: body.message ?? `The server answered ${res.status}`,
  };
}

/** Straight on the database (no server holds it), in the fund's first admin account's name. */
export async function confirmDirect(
  database: Database,
  tfp: string,
  amountKobo: bigint,
  reference: string,
): Promise<Outcome> {
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .limit(1);
  if (!admin) return { code: 2, message: 'No operator account exists: run npm run seed first.' };
  // The approval kinds this process proposes (a command-line entry wires what buildApp would).
  wireRegistries();
  try {
    const p = await proposeTransfer(
      database.db,
      { userId: admin.id, role: 'admin', ip: 'cli' },
      { tfp, amountKobo, bankReference: reference },
      systemClock.now(),
    );
    return {
      code: 0,
      message: `Proposed (proposal ${p.id}). A different operator must approve it in the console (Approvals).`,
    };
  } catch (e) {
    if (e instanceof ApiError) return { code: 1, message: e.message };
    throw e;
  }
}

export async function run(argv: string[], config: Config): Promise<Outcome> {
  const args = parseArgs(argv);
  if (typeof args === 'string') return { code: 2, message: args };
  const server = args.server ?? config.publicUrl;
  if (args.server)
    return confirmViaServer(server, config.OPERATOR_TOKEN, args.tfp, args.amountKobo, args.reference);
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof DataDirLockedError)
      return confirmViaServer(server, config.OPERATOR_TOKEN, args.tfp, args.amountKobo, args.reference);
    throw e;
  }
  try {
    await migrate(database);
    return await confirmDirect(database, args.tfp, args.amountKobo, args.reference);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    const outcome = await run(process.argv.slice(2), loadConfig());
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.code;
  } catch (e) {
    const known = e instanceof ConfigError || e instanceof DatabaseUnavailableError;
    console.error(`Cannot propose the transfer confirmation: ${known ? (e as Error).message : e}`);
    process.exitCode = 2;
  }
}
