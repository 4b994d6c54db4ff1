import { ERROR_STATUS, type ErrorCode } from '#common/errors.ts';
import { readStoredUser } from './session-storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Headers of spec part 1 section 7: `x-user-id` when a session user is held, JSON type only with a body. */
export function buildRequestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const user = readStoredUser();
  if (user) headers['x-user-id'] = user.id;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined;

/**
 * A non-2xx answer. Its `message` is the spec's `"<status>: <body text or status text>"`; pages
 * decide on `status` and on `code` (the closed list of `common/errors.ts`), never on the words,
 * so a reworded server message cannot change what the client does.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's error code, when the body is one of our JSON errors. */
  readonly code: ErrorCode | undefined;
  /** The parsed JSON body (`{ code, message, error, ...extra }`), null when it was not JSON. */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(
    readonly status: number,
    /** The raw body text (empty when there was none). */
    readonly bodyText: string,
    statusText = '',
  ) {
    super(`${status}: ${bodyText || statusText}`);
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = JSON.parse(bodyText);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        body = parsed as Record<string, unknown>;
      }
    } catch {
      // Not JSON (a proxy's HTML page, plain text): no code, the text is the message.
    }
    this.body = body;
    this.code = isErrorCode(body?.code) ? body.code : undefined;
  }

  /** The human message the server wrote (`message`, then `error`), if any. */
  get serverMessage(): string | undefined {
    return nonEmpty(this.body?.message) ?? nonEmpty(this.body?.error);
  }
}

/** True for an `ApiError`, and when `code` is given, one carrying that code. */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Any non-2xx response becomes an `ApiError` ("<status>: <body text or status text>"). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body falls back to the status text.
  }
  throw new ApiError(res.status, text, res.statusText);
}

async function parseJsonBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The spec's request helper. Always sends credentials; resolves with the parsed JSON body
 * (null for an empty body). Network failures reject with the browser's TypeError.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  /**
   * `keepalive`: the request outlives the page (a visit recorded as the member navigates on);
   * `signal`: a query's abort signal.
   */
  options: { keepalive?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: buildRequestHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    ...(options.keepalive ? { keepalive: true } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await throwIfResNotOk(res);
  return parseJsonBody<T>(res);
}

/** A query's read: `GET url`, cancelled with the query. */
export const apiGet = <T>(url: string, signal?: AbortSignal) =>
  apiRequest<T>('GET', url, undefined, { signal });

// The message a page shows for one of these errors: see `api-errors.ts`.
