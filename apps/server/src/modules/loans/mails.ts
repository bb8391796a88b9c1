import { formatNaira } from '@trust/shared';
import { eq, inArray } from 'drizzle-orm';
import { loans, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/**
 * Mails each truster of a submitted loan (the in-app request is already written with the loan). Sent
 * after the commit; a mail that fails is logged and the request stands (the in-app one is there).
 */
export async function mailTrusters(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  loanId: number,
  trusterIds: number[],
): Promise<void> {
  if (trusterIds.length === 0) return;
  const [loan] = await deps.db
    .select({ amount: loans.amountKobo, name: users.fullName })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(eq(loans.id, loanId));
  const trusters = await deps.db
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(inArray(users.id, trusterIds));
  for (const t of trusters) {
    try {
      await deps.mailer.send({
        to: t.email,
        subject: 'A trust member asked you to trust their loan',
        text: [
          `Dear ${t.name},`,
          '',
          `${loan?.name ?? 'A trust member'} asked you to trust their interest-free loan of ${formatNaira(loan?.amount ?? 0n)}.`,
          'Open your notifications to TRUST or DECLINE. The request ends if it is not answered within 48 hours.',
        ].join('\n'),
      });
    } catch (e) {
      deps.log.warn({ err: e, loanId }, 'loan trust request mail not sent');
    }
  }
}
