import type { QueryFunction } from '@tanstack/react-query';
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

/** Any non-2xx response becomes `Error("<status>: <body text or status text>")`. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // An unreadable body falls back to the status text.
  }
  throw new Error(`${res.status}: ${text || res.statusText}`);
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
): Promise<T> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: buildRequestHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return parseJsonBody<T>(res);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the path made by joining the query key with `/`. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), {
      headers: buildRequestHeaders(false),
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return parseJsonBody<T>(res);
  };
}

// Reading these errors back (status, server message): see `api-errors.ts`.
