import type { Db } from '../../db/client.ts';
import { popEtcState } from '../pop-etc/index.ts';

/**
 * The status of each product in the wallet (part 2 sections 4.3 and 4.4), one function per product.
 * POP and ETC are read from the member's applications (modules/pop-etc). The loan is still read from
 * what the ledger says the member owes, until loan applications replace it with their own state.
 */

/** Loan: 3 Repay while anything is owed, else 0 Apply. */
export async function loanStatus(_db: Db, _userId: number, owedKobo: bigint): Promise<number> {
  return owedKobo > 0n ? 3 : 0;
}

/** POP (section 4.4) from the member's application: 1 Cancel while in process, 2 Repay, 3 Apply. */
export async function popStatus(db: Db, userId: number, _owedKobo: bigint): Promise<number> {
  return (await popEtcState(db, userId)).pop;
}

/** ETC (section 4.4) from the member's application: 1 Cancel while in process, 2 Repay, 3 Apply. */
export async function etcStatus(db: Db, userId: number, _owedKobo: bigint): Promise<number> {
  return (await popEtcState(db, userId)).etc;
}
