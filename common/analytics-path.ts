/** Query parameters that must never leave the browser in a page-view report. */
export const PRIVATE_QUERY_PARAMS = ['token', 'email', 'session_id'] as const;

/**
 * Strips private query parameters (reset token, email, checkout session) from a path or URL
 * before it is reported. Kept free of zod so the landing page can import it cheaply.
 */
export function redactPath(pathWithQuery: string): string {
  const [path, query = ''] = pathWithQuery.split('?', 2) as [string, string?];
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const key of PRIVATE_QUERY_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
