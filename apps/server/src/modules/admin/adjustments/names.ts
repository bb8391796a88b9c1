import { ADJUSTMENT_MESSAGES, MEMBER_ACCOUNT_RE } from '@trust/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/envelope.ts';
import { memberAccountOf } from '../../../ledger/index.ts';

/** A member as a correction names them: by TFP, with their name for the operators' summary. */
export interface NamedMember {
  id: number;
  name: string;
  tfp: string;
}

/** The member holding a TFP. Errors: 404 noMember. */
export async function memberByTfp(db: Db, tfp: string): Promise<NamedMember> {
  const [m] = await db
    .select({ id: users.id, name: users.fullName, tfp: users.tfpPin, role: users.role })
    .from(users)
    .where(eq(users.tfpPin, tfp))
    .limit(1);
  if (!m?.tfp || m.role !== 'member') throw notFound(ADJUSTMENT_MESSAGES.noMember);
  return { id: m.id, name: m.name, tfp: m.tfp };
}

/** TFPs of members by id, to name member accounts (member:<id>:kind) as operators do (TFP…:kind). */
export async function tfpsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, tfp: users.tfpPin })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.tfp ?? `member ${r.id}`]));
}

/** An account as operators name it: the fund's code, or TFP…:kind for a member's account. */
export function operatorName(code: string, tfps: Map<number, string>): string {
  const account = memberAccountOf(code);
  if (!account) return code;
  return `${tfps.get(account.memberId) ?? `member ${account.memberId}`}:${account.kind}`;
}

/** The ledger's code of an account an operator named. Errors: 404 when the TFP is no member's. */
export async function ledgerCode(
  db: Db,
  name: string,
): Promise<{ code: string; member: NamedMember | null }> {
  const m = MEMBER_ACCOUNT_RE.exec(name);
  if (!m) return { code: name, member: null };
  const member = await memberByTfp(db, m[1] as string);
  return { code: `member:${member.id}:${m[2]}`, member };
}
