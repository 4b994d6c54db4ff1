/*
 * The words a page shows for a failed request. Deciding *what* happened goes through
 * `ApiError`'s `status` and `code` (`api-client.ts`); this file only picks the text. Kept apart
 * from `api-client.ts`, which is in the landing page's entry chunk, because only pages with forms
 * need it.
 */
import { ApiError } from './api-client.ts';

/**
 * The human message a server put in an error response (`message`, then `error`), or the plain
 * body text for a non-JSON, non-HTML body; otherwise `fallback`.
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  const text = error.bodyText.trim();
  if (!error.body && text && !text.startsWith('<') && text.length <= 300) return text;
  return fallback;
}

/** `fetch` rejects with a TypeError when the request never got a response (offline, DNS, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
