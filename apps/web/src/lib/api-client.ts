import { fillPath } from '@trust/shared/endpoint-path';
import type { AnswerOf, EndpointKey, FileEndpointKey, ParamsOf } from '@trust/shared/endpoints';
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
  /** A visitor's chat token (/support), sent as x-visitor-token: what a visitor's calls are scoped by. */
  visitorToken?: string;
}

let networkFailures = 0;
const NETWORK_ERROR = 'Network error. Check your internet connection.';

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

/** What an action tried without signal says: the offline bar explains the rest. */
const OFFLINE_MESSAGE = 'You are offline. This needs the internet: try again when you are back online.';

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
  return ([paths.login, paths.register, paths.forgot, paths.reset, paths.invitation] as string[]).includes(
    pathname,
  )
    ? undefined
    : pathname + search + hash;
};

/**
 * Calls the API. Resolves with the envelope on success; rejects with ApiCallError otherwise.
 * Message "100" clears the session and goes to /login; three network errors in a row clear
 * storage and reload the site root (part 1 section 8).
 */
async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.token();
  if (token) headers.accesstoken = token;
  if (opts.visitorToken) headers['x-visitor-token'] = opts.visitorToken;
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
    // Offline, the offline bar already says so and the message says the action needs the internet;
    // otherwise a flagged call says it, with what to do.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (opts.showError && !offline) popup.error(NETWORK_ERROR, 0);
    throw new ApiCallError(offline ? OFFLINE_MESSAGE : NETWORK_ERROR, 0, null);
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
  if (opts.showError) popup.error(envelope.message, status);
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
async function download(path: string, opts: CallOptions = {}): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = session.token();
  if (token) headers.accesstoken = token;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { headers, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiCallError(offline ? OFFLINE_MESSAGE : NETWORK_ERROR, 0, null);
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a call sends besides its name: its path parameters, a query string, a body, and CallOptions. */
export type RequestOptions<K extends string> = CallOptions & {
  /** The query string, without its '?' (a URLSearchParams is written as its text). */
  search?: string | URLSearchParams;
  body?: unknown;
} & (keyof ParamsOf<K> extends never ? { params?: undefined } : { params: ParamsOf<K> });

const target = (key: EndpointKey | FileEndpointKey, opts: { params?: object; search?: unknown }) => {
  const path = fillPath(key, opts.params as Record<string, string | number> | undefined);
  const search = opts.search === undefined ? '' : String(opts.search);
  return search ? `${path}?${search}` : path;
};

/**
 * Calls the API by the call's name in the endpoint map (packages/shared/src/endpoints.ts): 'GET
 * /usertrustwallet', 'POST /admin/members/{id}/terminate' with { params: { id } }. The answer's data is
 * typed from the schema the server's route declares for it, never a type a screen states. A POST or PUT
 * without a body sends {}.
 */
export function request<K extends EndpointKey>(
  key: K,
  ...[opts]: keyof ParamsOf<K> extends never ? [RequestOptions<K>?] : [RequestOptions<K>]
): Promise<Envelope<AnswerOf<K>>> {
  const { body, params, search, ...callOptions } = (opts ?? {}) as RequestOptions<string> & {
    params?: object;
  };
  const method = key.slice(0, key.indexOf(' ')) as Method;
  const sent = body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  return call<AnswerOf<K>>(method, target(key, { params, search }), sent, callOptions);
}

/** GETs a file the endpoint map lists among its file calls (a statement, a CSV). */
export function downloadFile<K extends FileEndpointKey>(
  key: K,
  ...[opts]: keyof ParamsOf<K> extends never ? [RequestOptions<K>?] : [RequestOptions<K>]
): Promise<DownloadedFile> {
  const { params, search, ...callOptions } = (opts ?? {}) as RequestOptions<string> & { params?: object };
  return download(target(key, { params, search }), callOptions);
}
