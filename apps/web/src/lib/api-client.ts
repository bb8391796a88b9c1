import { SESSION_INVALID } from '@trust/shared/messages';
import { paths } from '../config/paths.ts';
import { popup } from '../ui/popup.tsx';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';

/** The envelope every call answers with (DESIGN section 3). */
export interface Envelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

export class ApiCallError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

/** Whether the call shows its server message in the 'Error!' / 'Success!' pop-up (part 1 section 7). */
export interface CallOptions {
  showError?: boolean;
  showSuccess?: boolean;
  signal?: AbortSignal;
}

let networkFailures = 0;

// Leaving the page cancels its calls in flight; those are not network errors and must not sign the
// member out (a dashboard loading five calls would otherwise count three failures at once).
let unloading = false;
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

/**
 * Counts a failed call towards the three-in-a-row reset (part 1 section 8). Not while the page is
 * unloading, nor while the browser is offline: the offline bar says why, and a member whose phone lost
 * signal keeps their session.
 */
function countNetworkFailure(): boolean {
  if (unloading || (typeof navigator !== 'undefined' && navigator.onLine === false)) return false;
  networkFailures += 1;
  if (networkFailures < 3) return false;
  networkFailures = 0;
  return true;
}

/** A screen path to come back to after signing in again (never the sign-in screens themselves). */
const currentScreen = () => {
  const { pathname, search, hash } = window.location;
  return ([paths.login, paths.register, paths.forgot, paths.reset] as string[]).includes(pathname)
    ? undefined
    : pathname + search + hash;
};

/**
 * Calls the API. Resolves with the envelope on success; rejects with ApiCallError otherwise.
 * Message "100" clears the session and goes to /login; three network errors in a row clear
 * storage and reload the site root (part 1 section 8).
 */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.accesstoken = token;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    if (countNetworkFailure()) {
      // The remember-me entry survives, as it does at logout.
      session.clear();
      window.location.assign('/');
    }
    throw new ApiCallError('Network error. Check your internet connection.', 0, null);
  }
  networkFailures = 0;
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = { status: 'error', message: 'Something went wrong. Please try again.', data: null as T };
  }
  if (envelope.status !== 'success') refuse(envelope, res.status, opts);
  if (opts.showSuccess) popup.success(envelope.message);
  return envelope;
}

/** A refusal: "100" clears the session and goes to /login; anything else is thrown for the screen to show. */
function refuse(envelope: Envelope<unknown>, status: number, opts: CallOptions): never {
  if (envelope.message === SESSION_INVALID) {
    const from = currentScreen();
    session.clear();
    queryClient.clear();
    if (window.location.pathname !== paths.login) navigateTo(paths.login, { replace: true, state: { from } });
    throw new ApiCallError(SESSION_INVALID, status, null);
  }
  if (opts.showError) popup.error(envelope.message);
  throw new ApiCallError(envelope.message, status, envelope.data);
}

/** A file the API sends (a statement): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GETs a file from the API as the signed-in member (the accesstoken header, which a plain link cannot
 * send). A refusal answers with the envelope and is handled as call() handles it.
 */
export async function download(path: string, opts: CallOptions = {}): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = session.token();
  if (token) headers.accesstoken = token;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { headers, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiCallError('Network error. Check your internet connection.', 0, null);
  }
  if (!res.ok) {
    let envelope: Envelope<unknown>;
    try {
      envelope = (await res.json()) as Envelope<unknown>;
    } catch {
      envelope = { status: 'error', message: 'Something went wrong. Please try again.', data: null };
    }
    refuse(envelope, res.status, opts);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await res.blob(), fileName };
}

export const api = {
  get: <T>(path: string, opts?: CallOptions) => call<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: CallOptions) => call<T>('POST', path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: CallOptions) => call<T>('PUT', path, body ?? {}, opts),
  delete: <T>(path: string, opts?: CallOptions) => call<T>('DELETE', path, undefined, opts),
};
