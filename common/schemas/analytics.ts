import { z } from 'zod';

export const PageViewSchema = z.object({
  path: z.string().trim().min(1).max(512),
  referrer: z.string().trim().max(512).optional(),
});
export type PageViewInput = z.infer<typeof PageViewSchema>;

/** Query parameters that must never leave the browser in a page-view report. */
export const PRIVATE_QUERY_PARAMS = ['token', 'email', 'session_id'] as const;

/** Strips private query parameters (reset token, email...) from a path before it is reported. */
export function redactPath(pathWithQuery: string): string {
  const [path, query = ''] = pathWithQuery.split('?', 2) as [string, string?];
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const key of PRIVATE_QUERY_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
