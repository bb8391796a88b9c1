import type { Deps } from '../../deps.ts';

/**
 * What a transfer webhook's owner does with one of its references (the provider's verify is the
 * truth). Answers false while the provider has not settled it.
 */
export type TransferEventHandler = (
  deps: Pick<Deps, 'db' | 'gateway' | 'clock' | 'log'>,
  reference: string,
) => Promise<boolean>;

let handler: TransferEventHandler | undefined;

/**
 * What a transfer.success, transfer.failed or transfer.reversed webhook does, as a purpose does for
 * charges: this module receives the webhook and knows nothing of payouts. Set only by the app's wiring
 * (modules/registries.ts), never when a module is imported.
 */
export function registerTransferEventHandler(h: TransferEventHandler): void {
  handler = h;
}

/**
 * Hands a transfer webhook's reference to its owner; ignored while no module sends transfers.
 * Answers false while the provider still has the transfer under way (the event is worked again later).
 */
export async function applyTransferEvent(
  deps: Parameters<TransferEventHandler>[0],
  reference: string,
): Promise<boolean> {
  return (await handler?.(deps, reference)) ?? true;
}
