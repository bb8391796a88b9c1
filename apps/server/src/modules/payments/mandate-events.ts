import type { Deps } from '../../deps.ts';

/**
 * What a direct-debit webhook's owner does with one (the event's name and the provider's reference of
 * the authorization request; the provider's verify is the truth). Answers false while it cannot be done
 * yet (the event is worked again later).
 */
export type MandateEventHandler = (
  deps: Pick<Deps, 'db' | 'gateway' | 'clock' | 'log'>,
  event: string,
  reference: string,
) => Promise<boolean>;

let handler: MandateEventHandler | undefined;

/**
 * What a direct_debit.authorization.* webhook does, as a purpose does for charges: this module receives
 * the webhook and knows nothing of mandates. Set only by the app's wiring (modules/registries.ts).
 */
export function registerMandateEventHandler(h: MandateEventHandler): void {
  handler = h;
}

/** Hands a direct-debit webhook to its owner; ignored while no module keeps mandates. */
export async function applyMandateEvent(
  deps: Parameters<MandateEventHandler>[0],
  event: string,
  reference: string,
): Promise<boolean> {
  return (await handler?.(deps, event, reference)) ?? true;
}
