/*
 * Reading back the errors thrown by `apiRequest` / `getQueryFn` ("<status>: <body>", where the
 * body is the server's JSON `{ code, message, error }`). Kept apart from `api-client.ts`, which is
 * in the landing page's entry chunk, because only pages with forms need it.
 */

export interface ApiErrorDetails {
  /** HTTP status, or null when the error did not come from a response (network failure, bug). */
  status: number | null;
  /** The raw body text after `<status>: `. */
  bodyText: string;
  /** The parsed JSON body, when it was JSON. */
  body: Record<string, unknown> | null;
  code?: string;
  /** The server's `message` (falls back to `error`). */
  message?: string;
  /** The server's `error` (falls back to `message`). */
  error?: string;
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** Reads an error thrown by `apiRequest`/`getQueryFn` back into its status and server body. */
export function parseApiError(error: unknown): ApiErrorDetails {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = STATUS_PREFIX.exec(raw);
  if (!match) return { status: null, bodyText: raw, body: null };
  const status = Number(match[1]);
  const bodyText = match[2] ?? '';
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const message = body ? (str(body.message) ?? str(body.error)) : undefined;
  const errorText = body ? (str(body.error) ?? str(body.message)) : undefined;
  return { status, bodyText, body, code: str(body?.code), message, error: errorText };
}

/**
 * The human message a server put in an error response (`message`, then `error`), or the plain
 * body text for a non-JSON, non-HTML body; otherwise `fallback`.
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  const details = parseApiError(error);
  if (details.status === null) return fallback;
  if (details.message) return details.message;
  const text = details.bodyText.trim();
  if (!details.body && text && !text.startsWith('<') && text.length <= 300) return text;
  return fallback;
}

/** `fetch` rejects with a TypeError when the request never got a response (offline, DNS, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
