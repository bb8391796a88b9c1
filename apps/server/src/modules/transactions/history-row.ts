/** One line of a member's account history, as the transactions screen and the statements read it. */
export interface HistoryRow {
  entryId: number;
  kind: string;
  description: string;
  /** The payment reference a member can quote to support (paymentReferenceOf). */
  reference: string;
  /** Seen from the member: positive adds to the balance (a contribution, an earning, a loan taken). */
  amountKobo: bigint;
  createdAt: Date;
}
