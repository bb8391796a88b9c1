import {
  VIRTUAL_ACCOUNT_AWAITING_BVN,
  VIRTUAL_ACCOUNT_NOT_OPENED,
  VIRTUAL_ACCOUNT_UNAVAILABLE,
  type VirtualAccount,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { dedicatedAccountFailures, dedicatedAccounts, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { dedicatedAccountsOf, GatewayError, isCustomerNotValidated, namesOf } from '../../gateways/index.ts';
import { ApiError, notFound } from '../../http/envelope.ts';

export type DedicatedAccountRow = typeof dedicatedAccounts.$inferSelect;
/** What opening an account needs: the database, the gateway, the clock, the preferred bank and a log. */
export type AccountsContext = Pick<Deps, 'db' | 'gateway' | 'clock'> & {
  config: Pick<Config, 'DEDICATED_ACCOUNT_BANK'>;
  log: { warn(details: object, message: string): void };
};

/** The member's dedicated account, if one was opened. */
export async function findDedicatedAccount(db: Db, userId: number): Promise<DedicatedAccountRow | undefined> {
  const [row] = await db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.userId, userId));
  return row;
}

export const toVirtualAccount = (row: DedicatedAccountRow): VirtualAccount => ({
  bank_name: row.bankName,
  account_number: row.accountNumber,
  account_name: row.accountName,
});

/**
 * The member's dedicated account, opened on first use: a provider customer for the member
 * (`POST /customer`), then an account number at the configured bank (`POST /dedicated_account`,
 * `DEDICATED_ACCOUNT_BANK`). Two first calls at once both ask the provider, and the first stored
 * wins (the provider gives one customer one account). Errors: 409 VIRTUAL_ACCOUNT_AWAITING_BVN
 * (`data.waiting: "bvn"`) when the provider opens accounts only for validated customers and this
 * member's BVN is not identified yet (the identification's success asks again:
 * openAccountAfterIdentification); 409 VIRTUAL_ACCOUNT_NOT_OPENED (`data.failed: true`) after the
 * provider refused to assign it (assign-outcome.ts), until the BVN is identified again; 503 with a plain sentence when the provider does not offer
 * dedicated accounts or cannot be reached (nothing is stored, the next call tries again); 404 for an
 * account that does not exist.
 */
export async function ensureDedicatedAccount(
  ctx: AccountsContext,
  userId: number,
): Promise<DedicatedAccountRow> {
  const existing = await findDedicatedAccount(ctx.db, userId);
  if (existing) return existing;
  // The provider refused to assign it (dedicatedaccount.assign.failed): said until the BVN is identified again.
  const [failure] = await ctx.db
    .select({ userId: dedicatedAccountFailures.userId })
    .from(dedicatedAccountFailures)
    .where(eq(dedicatedAccountFailures.userId, userId));
  if (failure) throw new ApiError(409, VIRTUAL_ACCOUNT_NOT_OPENED, { failed: true });
  const provider = dedicatedAccountsOf(ctx.gateway);
  if (!provider) throw new ApiError(503, VIRTUAL_ACCOUNT_UNAVAILABLE);
  const [member] = await ctx.db
    .select({ email: users.email, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) throw notFound('No such member');
  let opened: { customerCode: string; bankName: string; accountNumber: string; accountName: string };
  try {
    const { customerCode } = await provider.createCustomer({
      email: member.email,
      ...namesOf(member.fullName),
      phone: member.phone,
    });
    const account = await provider.createDedicatedAccount({
      customerCode,
      preferredBank: ctx.config.DEDICATED_ACCOUNT_BANK,
    });
    opened = { customerCode, ...account };
  } catch (e) {
    if (!(e instanceof GatewayError)) throw e;
    if (isCustomerNotValidated(e)) {
      ctx.log.warn({ userId }, 'dedicated account waits for the member’s BVN identification');
      throw new ApiError(409, VIRTUAL_ACCOUNT_AWAITING_BVN, { waiting: 'bvn' });
    }
    ctx.log.warn(
      { userId, err: e.message },
      'dedicated account not opened: the provider refused or was away',
    );
    throw new ApiError(503, VIRTUAL_ACCOUNT_UNAVAILABLE);
  }
  await ctx.db
    .insert(dedicatedAccounts)
    .values({ userId, provider: ctx.gateway.name, ...opened, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  const stored = await findDedicatedAccount(ctx.db, userId);
  if (!stored) throw new Error('dedicated account neither inserted nor found');
  return stored;
}
