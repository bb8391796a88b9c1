import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { session } from './session.ts';

/** The member's figures the dashboard draws from (api/dashboard.ts, api/contributions.ts, …). */
const KEPT: readonly QueryKey[] = [
  ['userdashboard'],
  ['getusercontribution'],
  ['virtualaccount'],
  ['tnmmeetinglist'],
];

/** When this page started: figures older than this came from storage, not from this visit. */
const startedAt = Date.now();

/** In localStorage, so logout (session.clear) removes it with the rest of the member's data. */
const STORAGE_KEY = 'tf.lastFigures';

interface Kept {
  /** Whose figures: another member signing in on this phone never sees them. */
  member: string;
  queries: { key: QueryKey; data: unknown; at: number }[];
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);
const memberId = () => {
  const user = session.get<{ u_id?: unknown }>('user');
  return user?.u_id == null ? null : String(user.u_id);
};

function read(): Kept | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Kept) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the last figures the member saw, so the dashboard opens with them when the phone has no
 * signal (with "as of <time>", ui/figures-as-of.tsx), and puts back those of the signed-in member
 * when the app starts. Each figure is written when it arrives from the server; an operator's view of a
 * member keeps nothing on the operator's computer.
 */
export function keepLastFigures(client: QueryClient): void {
  const member = memberId();
  const kept = read();
  if (member && kept?.member === member) {
    for (const q of kept.queries) {
      if (KEPT.some((k) => sameKey(k, q.key)) && client.getQueryData(q.key) === undefined) {
        client.setQueryData(q.key, q.data, { updatedAt: q.at });
        // Shown at once, but never taken as fresh: a reload within the queries' staleTime would
        // otherwise keep the stored figures instead of asking the server (a profile saved a moment
        // ago would still read its old percentage).
        void client.invalidateQueries({ queryKey: q.key, exact: true, refetchType: 'none' });
      }
    }
  }
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (!KEPT.some((k) => sameKey(k, queryKey)) || state.dataUpdatedAt <= startedAt) return;
    const who = memberId();
    if (!who || session.get<string>('loginType') === 'admin_login') return;
    const current = read();
    const others = current?.member === who ? current.queries.filter((q) => !sameKey(q.key, queryKey)) : [];
    const next: Kept = {
      member: who,
      queries: [...others, { key: queryKey, data: state.data, at: state.dataUpdatedAt }],
    };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full storage only loses the offline copy.
    }
  });
}

/** Whether figures last updated at `at` were put back from storage rather than fetched on this visit. */
export const fromStorage = (at: number) => at > 0 && at < startedAt;
