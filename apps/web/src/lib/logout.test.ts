import { beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../test/local-storage.ts';

// fetch stands in for the browser's (localStorage: test/local-storage.ts).
const fetchMock = vi.fn();
globalThis.fetch = fetchMock;

const { logout } = await import('./logout.ts');
const { registerNavigator } = await import('./navigation.ts');
const { session } = await import('./session.ts');

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('logout', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    navigate.mockReset();
    registerNavigator(navigate);
  });

  it('revokes the token on the server, keeps only the remember entry and goes to /login', async () => {
    fetchMock.mockResolvedValue(envelope({ status: 'success', message: 'Logged out', data: null }));
    session.set('user', { u_id: 7, u_accesstoken: 'tok-7', u_tfp_pin: 'TFP0123456789' });
    session.set('fromRegister', 1);
    session.set('remember', { email: 'ada@example.com' });

    await logout();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).accesstoken).toBe('tok-7');
    expect(session.user()).toBeNull();
    expect(session.get('fromRegister')).toBeNull();
    expect(session.remember()).toEqual({ email: 'ada@example.com' });
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });

  it('goes straight to /login when no user id is stored', async () => {
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });

  it('still signs out on this device when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    session.set('user', { u_id: 7, u_accesstoken: 'tok-7', u_tfp_pin: 'TFP0123456789' });
    await logout();
    expect(session.user()).toBeNull();
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });
});
