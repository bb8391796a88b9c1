import { addDays, atLagosHour, lagosDay } from '../../lagos-day.ts';
import type { Settlement, SettlementTransaction } from '../gateway.ts';
import type { SandboxShared, SandboxTransaction } from './sandbox-shared.ts';

/** A Lagos day's charges reach the fund's bank at 08:00 Lagos time the next day. */
const settlementTime = (day: string) => atLagosHour(addDays(day, 1), 8);

/**
 * Paystack's fee on a local card payment: 1.5% plus N100, the N100 waived below N2,500, at most
 * N2,000 (rounded to the kobo).
 */
export function sandboxFeeKobo(amountKobo: bigint): bigint {
  const percent = (amountKobo * 15n + 500n) / 1000n;
  const fee = percent + (amountKobo >= 250_000n ? 10_000n : 0n);
  return fee > 200_000n ? 200_000n : fee;
}

/**
 * Settlements, as Paystack pays its balance to the fund's bank the next day: each Lagos day's
 * successful charges are paid the next morning (08:00), less Paystack's fee on each (sandboxFeeKobo)
 * and less the charges refunded since (a deduction). A settlement's id is its day as YYYYMMDD. The
 * sandbox keeps charges in memory, so a restart forgets the days before it.
 */
export class SandboxSettlements {
  private readonly shared: SandboxShared;

  constructor(shared: SandboxShared) {
    this.shared = shared;
  }

  async listSettlements(input: { page: number; perPage: number }) {
    const all: Settlement[] = [...this.settledDays()]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([day, charges]) => {
        const processed = charges.reduce((sum, t) => sum + t.amountKobo, 0n);
        const fees = charges.reduce((sum, t) => sum + sandboxFeeKobo(t.amountKobo), 0n);
        const deductions = charges.filter((t) => t.refunded).reduce((sum, t) => sum + t.amountKobo, 0n);
        return {
          id: day.replaceAll('-', ''),
          status: 'success',
          settledAt: settlementTime(day),
          processedKobo: processed,
          feesKobo: fees,
          deductionsKobo: deductions,
          amountKobo: processed - fees - deductions,
        };
      });
    const start = (input.page - 1) * input.perPage;
    return {
      settlements: all.slice(start, start + input.perPage),
      pageCount: Math.max(1, Math.ceil(all.length / input.perPage)),
    };
  }

  async settlementTransactions(settlementId: string): Promise<SettlementTransaction[]> {
    const day = `${settlementId.slice(0, 4)}-${settlementId.slice(4, 6)}-${settlementId.slice(6, 8)}`;
    const charges = this.settledDays().get(day) ?? [];
    return charges.map((t) => ({
      reference: t.reference,
      amountKobo: t.amountKobo,
      feesKobo: sandboxFeeKobo(t.amountKobo),
      paidAt: t.paidAt ?? null,
    }));
  }

  /** The successful charges of each Lagos day whose settlement time has come, by day: one settlement each. */
  private settledDays(): Map<string, SandboxTransaction[]> {
    const now = this.shared.opts.now().getTime();
    const days = new Map<string, SandboxTransaction[]>();
    for (const t of this.shared.transactions.values()) {
      if (t.status !== 'success' || !t.paidAt) continue;
      const day = lagosDay(t.paidAt);
      if (settlementTime(day).getTime() > now) continue;
      days.set(day, [...(days.get(day) ?? []), t]);
    }
    return days;
  }
}
