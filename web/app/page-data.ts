import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#common/schemas/auth.ts';

/** Where the app starts: the signed-in member (if any) and the page's query string. */
export interface PageStart {
  user: SessionUser | null;
  search: URLSearchParams;
}

/**
 * A page module may export `readFirst`: it starts the reads of the page's first screen and settles
 * when they have. The app asks for them with the page's module when it starts on that page, and
 * shows the page once they are in (or after `FIRST_READS_WAIT_MS`), so its first render draws the
 * data: no skeleton, then a second render for each answer (decision 055). Meanwhile the top the
 * server painted (or the landing page) stays on screen.
 */
export type ReadFirst = (queryClient: QueryClient, start: PageStart) => Promise<unknown>;

/** How long the start waits for a page's first reads before it shows the page without them. */
export const FIRST_READS_WAIT_MS = 1_000;

/**
 * Starts the first reads `module` names (if any) and waits for them, at most `waitMs`. A read that
 * fails is left to the page, which shows its error.
 */
export async function readPageFirst(
  module: Record<string, unknown>,
  queryClient: QueryClient,
  start: PageStart,
  waitMs = FIRST_READS_WAIT_MS,
): Promise<void> {
  const readFirst = module.readFirst as ReadFirst | undefined;
  if (typeof readFirst !== 'function') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    readFirst(queryClient, start).catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}

/** The reads of a signed-in page: none while no member is signed in (the page sends them away). */
export const memberReads =
  (reads: (queryClient: QueryClient, user: SessionUser) => Promise<unknown>[]): ReadFirst =>
  (queryClient, { user }) =>
    user ? Promise.all(reads(queryClient, user)) : Promise.resolve();
