import { beforeEach, describe, expect, it, vi } from 'vitest';
import { store } from '../test/local-storage.ts';

// fetch and window.location stand in for the browser's (localStorage: test/local-storage.ts).
const assign = vi.fn();
const location = { pathname: '/transactions', search: '?tab=loans', hash: '', assign };
globalThis.window = { location, addEventListener: () => {} } as unknown as Window & typeof globalThis;
const fetchMock = vi.fn();
globalThis.fetch = fetchMock;

const { request, ApiCallError, downloadFile } = await import('./api-client.ts');
const { registerNavigator } = await import('./navigation.ts');
const { session } = await import('./session.ts');
const { popup, popupState } = await import('../ui/popup.tsx');

const reply = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('API client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    navigate.mockReset();
    assign.mockReset();
    registerNavigator(navigate);
    popup.close();
    session.set('user', { u_id: 7, u_accesstoken: 'tok-7', u_tfp_pin: 'TFP0123456789' });
  });

  it("calls the endpoint map's path with its parameters filled in and encoded, and sends {} for a POST", async () => {
    fetchMock.mockImplementation(() => reply({ status: 'success', message: 'ok', data: null }));
    await request('POST /admin/inbox/{kind}/{id}/status', { params: { kind: 'a b', id: 12 } });
    const [posted, postInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(posted).toBe('/api/admin/inbox/a%20b/12/status');
    expect(postInit.body).toBe('{}');
    await request('GET /admin/loans', { search: new URLSearchParams({ state: 'approved' }) });
    const [read, readInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(read).toBe('/api/admin/loans?state=approved');
    expect(readInit.body).toBeUndefined();
  });

  it('sends the access token and resolves with the envelope', async () => {
    fetchMock.mockReturnValue(reply({ status: 'success', message: 'ok', data: { a: 1 } }));
    const r = await request('GET /config');
    expect((r.data as unknown as { a: number }).a).toBe(1);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).accesstoken).toBe('tok-7');
  });

  it('on message "100" clears the session and goes to /login, remembering the screen', async () => {
    session.set('remember', { email: 'ada@example.com' });
    fetchMock.mockReturnValue(reply({ status: 'error', message: '100', data: null }, 401));
    await expect(request('GET /user', { showError: true })).rejects.toBeInstanceOf(ApiCallError);
    expect(session.user()).toBeNull();
    expect(session.remember()).toEqual({ email: 'ada@example.com' });
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: '/transactions?tab=loans' },
    });
    // The session code is not a message for people.
    expect(popupState()).toBeNull();
  });

  it("shows the server's message in one 'Error!' pop-up when the call is flagged", async () => {
    fetchMock.mockReturnValue(
      reply({ status: 'error', message: 'Minimum loan amount should be N10,000', data: null }, 400),
    );
    await expect(request('POST /userloanrequest', { showError: true })).rejects.toThrow(
      'Minimum loan amount',
    );
    // The pop-up keeps the answer's status, from which it chooses the next step to offer (ui/error-next-step.ts).
    expect(popupState()).toEqual({
      title: 'Error!',
      message: 'Minimum loan amount should be N10,000',
      status: 400,
    });
    fetchMock.mockReturnValue(reply({ status: 'success', message: 'Saved', data: null }));
    await request('POST /logout', { showSuccess: true });
    expect(popupState()).toEqual({ title: 'Success!', message: 'Saved' });
  });

  it('after three network errors in a row clears the session and reloads the site root', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    expect(assign).not.toHaveBeenCalled();
    await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    expect(assign).toHaveBeenCalledWith('/');
    expect(session.user()).toBeNull();
  });

  it('counts only network errors in a row: an answer in between starts again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('x')).mockRejectedValueOnce(new TypeError('x'));
    await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    fetchMock.mockReturnValueOnce(reply({ status: 'success', message: '', data: null }));
    await request('GET /config');
    fetchMock.mockRejectedValue(new TypeError('x'));
    await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('API client network failures', () => {
  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    assign.mockReset();
    session.set('user', { u_id: 7, u_accesstoken: 'tok-7', u_tfp_pin: 'TFP0123456789' });
  });

  it('does not count failures while the browser is offline: the member keeps the session', async () => {
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    for (let i = 0; i < 4; i++) await expect(request('GET /config')).rejects.toBeInstanceOf(ApiCallError);
    expect(assign).not.toHaveBeenCalled();
    expect(session.user()).not.toBeNull();
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
  });

  it('says an action tried offline needs the internet, and a failure online is a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    await expect(request('POST /usermakeupfrontcontribution', { body: {} })).rejects.toThrow(
      'You are offline. This needs the internet: try again when you are back online.',
    );
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
    await expect(request('POST /usermakeupfrontcontribution', { body: {} })).rejects.toThrow(
      'Network error. Check your internet connection.',
    );
  });
});

describe('API client downloads', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    store.clear();
    fetchMock.mockReset();
    navigate.mockReset();
    registerNavigator(navigate);
    session.set('user', { u_id: 7, u_accesstoken: 'tok-7', u_tfp_pin: 'TFP0123456789' });
  });

  it('downloads a file with the access token, named as the server names it', async () => {
    fetchMock.mockReturnValue(
      Promise.resolve(
        new Response('Statement of account\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition':
              'attachment; filename="statement-TFP0123456789-2026-01-01-to-2026-11-24.csv"',
          },
        }),
      ),
    );
    const file = await downloadFile('GET /statement', { search: 'from=2026-01-01&to=2026-11-24&format=csv' });
    expect(file.fileName).toBe('statement-TFP0123456789-2026-01-01-to-2026-11-24.csv');
    expect(await file.blob.text()).toBe('Statement of account\r\n');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).accesstoken).toBe('tok-7');
  });

  it('turns a refused download into the envelope’s message and field, and "100" into the login screen', async () => {
    fetchMock.mockReturnValue(
      reply({ status: 'error', message: 'The To date cannot be after today', data: { field: 'to' } }, 400),
    );
    const refused = await downloadFile('GET /statement', { search: 'from=2026-01-01&to=2030-01-01' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiCallError);
    expect(refused).toMatchObject({
      message: 'The To date cannot be after today',
      status: 400,
      data: { field: 'to' },
    });
    fetchMock.mockReturnValue(reply({ status: 'error', message: '100', data: null }, 401));
    await expect(
      downloadFile('GET /statement', { search: 'from=2026-01-01&to=2026-01-02' }),
    ).rejects.toBeInstanceOf(ApiCallError);
    expect(session.user()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });
});
