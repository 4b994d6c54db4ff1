import { redactPath } from '#common/analytics-path.ts';
import { readStoredUser } from './session-storage.ts';

const MAX_LENGTH = 512;

/**
 * Reports a page view (fire-and-forget): `POST /api/analytics/pageview { path, referrer? }` with the
 * reset token, email and checkout session id stripped from both. Failures are ignored.
 */
export function reportPageView(pathWithQuery: string, referrer?: string): void {
  const body: { path: string; referrer?: string } = {
    path: redactPath(pathWithQuery).slice(0, MAX_LENGTH),
  };
  const cleanReferrer = referrer ? redactPath(referrer).slice(0, MAX_LENGTH) : '';
  if (cleanReferrer) body.referrer = cleanReferrer;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const user = readStoredUser();
  if (user) headers['x-user-id'] = user.id;
  fetch('/api/analytics/pageview', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  })
    // The answer is read to its end: an unread body keeps the request open (the connection is
    // not free for the next request, and devtools and Lighthouse see the page loading for ever).
    .then((response) => response.arrayBuffer())
    .catch(() => {
      // Analytics must never affect the page.
    });
}
