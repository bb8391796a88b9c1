import { MANDATE_STARTED_EVENTS } from '../../gateways/index.ts';
import type { MandateEventHandler } from '../payments/index.ts';
import { mandateByReference } from './queries.ts';
import { applyVerification } from './state.ts';

/**
 * What a direct_debit.authorization.* webhook does (wired in modules/registries.ts): the event is a
 * hint, the provider's verify of the reference is the truth. created and active move a pending
 * mandate on (active: the weekly debit charges it from now on); any other kind ends it once the
 * provider no longer calls it active. A reference we never started is not ours: nothing to do.
 * A provider that cannot be asked throws, and the event is worked again later.
 */
export const mandateEvents: MandateEventHandler = async (deps, event, reference) => {
  const m = await mandateByReference(deps.db, reference);
  if (!m || !deps.gateway.verifyMandate) return true;
  const v = await deps.gateway.verifyMandate(reference);
  const occasion = (MANDATE_STARTED_EVENTS as readonly string[]).includes(event) ? 'started' : 'ended';
  await deps.db.transaction((tx) => applyVerification(tx, reference, v, occasion, deps.clock.now()));
  return true;
};
