import type { Deps } from '../../deps.ts';
import { IDENTIFICATION_EVENTS } from '../../gateways/index.ts';
import { eventText } from './event-text.ts';

/**
 * A customer identification's outcome as its webhook tells it: the provider's customer, whether the
 * BVN was identified, the BVN's last digits as the provider shows them (its mask keeps the last three),
 * and the provider's reason on a failure. Nothing more of the body is kept.
 */
export interface IdentificationEvent {
  outcome: 'success' | 'failed';
  customerCode: string;
  /** The unmasked digits at the end of the provider's masked BVN ("200*****677": "677"); null when none. */
  bvnEnding: string | null;
  /** The provider's words on a failure; null on a success. */
  reason: string | null;
}

/**
 * What an identification webhook's owner does with one. There is nothing to ask the provider again
 * (the signed event is the outcome), so it is done in the webhook's request, and must be safe to
 * repeat and to receive out of order.
 */
export type IdentificationEventHandler = (
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'gateway' | 'config'>,
  event: IdentificationEvent,
) => Promise<void>;

let handler: IdentificationEventHandler | undefined;

/**
 * What a customeridentification.* webhook does: this module receives the webhook and knows nothing of
 * ID documents. Set only by the app's wiring (modules/registries.ts).
 */
export function registerIdentificationEventHandler(h: IdentificationEventHandler): void {
  handler = h;
}

/**
 * The identification outcome in a webhook body, or undefined for another event (or one without a
 * customer code). The reason is cut to 300 characters; a failure without one says so plainly.
 */
export function identificationEventOf(body: unknown): IdentificationEvent | undefined {
  // Read field by field: a field that is missing, or not what it should be, reads as missing.
  const { event, data } = (body ?? {}) as { event?: unknown; data?: Record<string, unknown> };
  const outcome =
    event === IDENTIFICATION_EVENTS.success
      ? 'success'
      : event === IDENTIFICATION_EVENTS.failed
        ? 'failed'
        : undefined;
  if (!outcome || !data) return undefined;
  const customerCode = eventText(data.customer_code, 100);
  if (!customerCode) return undefined;
  const identification = (data.identification ?? {}) as { bvn?: unknown };
  // The last digits of the provider's mask, at most four: "200*****677" gives "677".
  const bvnEnding =
    typeof identification.bvn === 'string' ? (/(\d{1,4})$/.exec(identification.bvn)?.[1] ?? null) : null;
  return {
    outcome,
    customerCode,
    bvnEnding,
    reason: outcome === 'failed' ? (eventText(data.reason, 300) ?? 'The provider gave no reason') : null,
  };
}

/** Hands an identification outcome to its owner; ignored while no module keeps identifications. */
export async function applyIdentificationEvent(
  deps: Parameters<IdentificationEventHandler>[0],
  event: IdentificationEvent,
): Promise<void> {
  await handler?.(deps, event);
}
