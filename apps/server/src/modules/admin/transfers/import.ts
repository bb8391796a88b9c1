import { type StatementImport, type StatementLine, TRANSFER_MESSAGES, toNairaNumber } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { proposals } from '../../../db/schema/index.ts';
import { ApiError } from '../../../http/envelope.ts';
import type { Operator } from '../../approvals/index.ts';
import { openKey, openProposals, TRANSFER_CONFIRM } from './awaited.ts';
import { bankSubject, proposeTransfer, resolveAwaited } from './propose.ts';
import { readStatement } from './statement.ts';

/** A TFP in a narration as members and banks write it: "TFP1234567890", "tfp 1234567890", "TFP-…". */
const TFP_IN = /TFP[\s-]*(\d{10})(?!\d)/i;

/**
 * A bank statement import: every credit whose narration names a member's TFP and whose amount fits
 * what that member is awaited to pay is matched; with preview false each match is proposed as a
 * confirmation (a different operator approves it). A credit already proposed or confirmed (its
 * bank reference is the proposal's subject) is a duplicate and never proposed twice; a line that
 * matches nothing is listed with the reason.
 */
export async function importStatement(
  db: Db,
  operator: Operator,
  input: { csv: string; preview: boolean },
  now: Date,
): Promise<StatementImport> {
  const { layout, rows } = readStatement(input.csv);
  const subjects = rows.map((r) => bankSubject(r.reference));
  const known = subjects.length
    ? await db
        .select({ subject: proposals.subject })
        .from(proposals)
        .where(
          and(
            eq(proposals.kind, TRANSFER_CONFIRM),
            inArray(proposals.subject, subjects),
            inArray(proposals.status, ['proposed', 'approved']),
          ),
        )
    : [];
  const imported = new Set(known.map((k) => k.subject));
  const open = await openProposals(db);
  const seen = new Map<string, number>();
  const claimed = new Map<string, number>();
  const lines: StatementLine[] = [];
  for (const r of rows) {
    const line: StatementLine = {
      line: r.line,
      date: r.date,
      amount: toNairaNumber(r.creditKobo),
      narration: r.narration,
      reference: r.reference,
      status: 'unmatched',
      reason: null,
      match: null,
      proposal_id: null,
    };
    lines.push(line);
    const earlier = seen.get(r.reference);
    if (earlier !== undefined || imported.has(bankSubject(r.reference))) {
      line.status = 'duplicate';
      line.reason =
        earlier !== undefined
          ? `The same bank reference as line ${earlier}`
          : 'Already imported: this credit was proposed or confirmed before';
      continue;
    }
    seen.set(r.reference, r.line);
    if (r.creditKobo <= 0n) {
      line.reason = 'Not a credit to the fund’s account';
      continue;
    }
    const tfp = r.narration.match(TFP_IN);
    if (!tfp) {
      line.reason = 'No TFP in the narration';
      continue;
    }
    const pin = `TFP${tfp[1]}`;
    try {
      const a = await resolveAwaited(db, { tfp: pin, amountKobo: r.creditKobo });
      line.match = { kind: a.kind, tfp: a.tfp, member: a.member };
      const key = openKey(a);
      const by = claimed.get(key);
      if (a.paymentReference && (open.has(key) || by !== undefined)) {
        line.reason =
          by !== undefined
            ? `Line ${by} already matches this transfer`
            : 'A confirmation is already waiting for approval';
        continue;
      }
      // Only an awaited payment is matched once (above); a weekly line's claim is never read.
      claimed.set(key, r.line);
      if (!input.preview) {
        const p = await proposeTransfer(
          db,
          operator,
          {
            tfp: pin,
            amountKobo: r.creditKobo,
            bankReference: r.reference,
            paymentReference: a.paymentReference ?? undefined,
          },
          now,
        );
        line.proposal_id = p.id;
      }
      line.status = 'matched';
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      line.reason = e.message;
    }
  }
  const countOf = (s: StatementLine['status']) => lines.filter((l) => l.status === s).length;
  return {
    layout,
    lines,
    matched: countOf('matched'),
    unmatched: countOf('unmatched'),
    duplicate: countOf('duplicate'),
    proposed: lines.filter((l) => l.proposal_id !== null).length,
  };
}

export const importMessage = (r: StatementImport, preview: boolean) =>
  preview
    ? `${r.matched} matched, ${r.unmatched} unmatched, ${r.duplicate} duplicate`
    : r.proposed > 0
      ? TRANSFER_MESSAGES.imported(r.proposed)
      : TRANSFER_MESSAGES.nothingMatched;
