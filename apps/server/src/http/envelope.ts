import { SESSION_INVALID } from '@trust/shared';
/**
 * Every answer of the API is { status, message, data } (DESIGN section 3), so a client of the
 * fund's earlier server keeps working. Handlers return ok(...) or throw ApiError.
 */
export interface Envelope<T = unknown> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { status: 'success', message, data };
}

export function fail(message: string, data: unknown = null): Envelope {
  return { status: 'error', message, data };
}

/** A refusal the member or operator should read: status is the HTTP status, message is shown as is. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;
  constructor(statusCode: number, message: string, data: unknown = null) {
    super(message);
    this.statusCode = statusCode;
    this.data = data;
  }
}

export const badRequest = (message: string, data?: unknown) => new ApiError(400, message, data);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, data?: unknown) => new ApiError(409, message, data);
export const forbidden = (message: string) => new ApiError(403, message);
/** The spec's session-invalid code: the web app clears its session and goes to /login. */
export const unauthorized = () => new ApiError(401, SESSION_INVALID);
