import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import '../test/local-storage.ts';

const { session } = await import('./session.ts');
const { fromStorage, keepLastFigures } = await import('./last-figures.ts');

// The stored figures are a member's from a minute's visit.
describe('the last figures the member saw', () => {
  it('are shown at once after a reload, and asked of the server again even within the staleTime', async () => {
    session.set('user', {
      u_id: 7,
      u_tfp_pin: 'TFP7',
      u_accesstoken: 't',
      u_email: 'a@b.ng',
      u_first_name: 'A',
    });
    const tenSecondsAgo = Date.now() - 10_000;
    localStorage.setItem(
      'tf.lastFigures',
      JSON.stringify({
        member: '7',
        queries: [{ key: ['userdashboard'], data: { profile_percentage: 25 }, at: tenSecondsAgo }],
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    keepLastFigures(client);
    expect(client.getQueryData(['userdashboard'])).toEqual({ profile_percentage: 25 });
    expect(fromStorage(client.getQueryState(['userdashboard'])?.dataUpdatedAt ?? 0)).toBe(true);

    // The dashboard mounts: the server's answer replaces the stored one.
    const queryFn = vi.fn(async () => ({ profile_percentage: 75 }));
    await client.fetchQuery({ queryKey: ['userdashboard'], queryFn, staleTime: 30_000 });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['userdashboard'])).toEqual({ profile_percentage: 75 });
  });

  it('are never put back for another member signing in on the same phone', () => {
    session.set('user', {
      u_id: 8,
      u_tfp_pin: 'TFP8',
      u_accesstoken: 't',
      u_email: 'c@d.ng',
      u_first_name: 'C',
    });
    const client = new QueryClient();
    keepLastFigures(client);
    expect(client.getQueryData(['userdashboard'])).toBeUndefined();
  });
});
