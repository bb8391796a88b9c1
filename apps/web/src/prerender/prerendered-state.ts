import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import type { PlanView } from '@trust/shared/contracts/plans';
import { session } from '../lib/session.ts';
import { pageQueryKey } from './page-query-keys.ts';

/** The id of the JSON block the server writes beside a prerendered page (never run as a script). */
const PRERENDERED_STATE_ID = 'prerendered-state';

/**
 * Whether this document arrived as a prerendered page: if so, fills the query cache with the content
 * it was drawn from (so the first render matches the HTML) and answers true, and the app hydrates.
 */
export function adoptPrerenderedState(client: QueryClient): boolean {
  const block = document.getElementById(PRERENDERED_STATE_ID);
  if (!block?.textContent) return false;
  hydrate(client, JSON.parse(block.textContent) as DehydratedState);
  // The plans query keeps the catalogue in the session too (api/plans.ts); the payment steps read it there.
  const plans = client.getQueryData<PlanView[]>(pageQueryKey.plans);
  if (plans) session.set('plans', plans);
  return true;
}
