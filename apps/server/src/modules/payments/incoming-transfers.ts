import type { PaymentsContext } from './context.ts';

/**
 * What a charge.success that names no payment of ours does: a transfer into a member's dedicated
 * account arrives under the provider's own reference (channel dedicated_nuban), with no payment row
 * written before it. Its owner (modules/dedicated-accounts) asks the provider and credits it once.
 * Answers false while the provider has not settled it (the event is worked again later).
 */
export type IncomingTransferHandler = (ctx: PaymentsContext, reference: string) => Promise<boolean>;

let handler: IncomingTransferHandler | undefined;

/** Set only by the app's wiring (modules/registries.ts), never when a module is imported. */
export function registerIncomingTransferHandler(h: IncomingTransferHandler): void {
  handler = h;
}

/** Hands the reference to its owner; a process that wired none leaves the event done and unapplied. */
export async function applyIncomingTransfer(ctx: PaymentsContext, reference: string): Promise<boolean> {
  return (await handler?.(ctx, reference)) ?? true;
}
