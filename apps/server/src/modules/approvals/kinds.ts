import type { OperatorRole } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';

/** What applying an approved proposal may use: the transaction it runs in, and the app's parts. */
interface ApplyContext {
  tx: Db;
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'gateway' | 'mailer' | 'config'>;
  now: Date;
  /** The operator who approved (the proposer is on the proposal). */
  approvedBy: number;
}

/**
 * One kind of operator money action under maker-checker. The module that owns it declares it
 * (defineApprovalKind) and modules/registries.ts lists it: the role that may propose and approve it, how to describe it to an
 * operator, and what approval does. apply() runs in the approval's transaction, so its ledger posting
 * and the proposal's status change commit together; it throws an ApiError to refuse (nothing changes).
 */
export interface ApprovalKind<P extends Record<string, unknown> = Record<string, unknown>> {
  name: string;
  /** The operator role whose work this is (an admin may always). */
  role: OperatorRole;
  /** One line for the queue: "Confirm ₦3,000 from Ada Obi (TFP…)". */
  summary(payload: P): string;
  apply(ctx: ApplyContext, payload: P): Promise<Record<string, unknown>>;
  /** After the approval committed (not on a replay): work that must not run inside it, like a mail. */
  afterApply?(deps: ApplyContext['deps'], payload: P, result: Record<string, unknown>): Promise<void>;
  /**
   * In the rejection's transaction: undoes what proposing set aside (payouts put in a batch), or
   * tells the member with the operator's reason. Absent when rejecting changes nothing else.
   */
  rejected?(ctx: { tx: Db; now: Date }, payload: P, reason: string): Promise<void>;
}

/** A kind with its payload's type checked where it is written, ready for the list in modules/registries.ts. */
export const defineApprovalKind = <P extends Record<string, unknown>>(kind: ApprovalKind<P>): ApprovalKind =>
  kind as unknown as ApprovalKind;

const kinds = new Map<string, ApprovalKind>();

/**
 * Makes a kind known to the queue. Called only by the app's wiring (modules/registries.ts), never on
 * import: a process knows the kinds its entry point wired, whatever modules it happened to load.
 */
export function registerApprovalKind(kind: ApprovalKind): void {
  kinds.set(kind.name, kind);
}

/** The registered kind; undefined for a name nobody registered. */
export const approvalKind = (name: string): ApprovalKind | undefined => kinds.get(name);

export const approvalKindNames = (): string[] => [...kinds.keys()];
