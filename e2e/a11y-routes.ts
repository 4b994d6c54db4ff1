import { ROUTES } from '../common/routes.ts';

/*
 * The pages the accessibility suite visits: the route table itself (`common/routes.ts`), so a new
 * route is checked without anyone remembering to list it here.
 */

/** Every route pattern of the table, in its order (`/`, the landing page, first). */
export function routeTablePaths(): string[] {
  return ROUTES.map((route) => route.path);
}

/** Real values for the dynamic segments, fetched from the running app. */
export interface RouteParams {
  /** A published post's slug (`blog/:slug`). */
  slug: string;
  /** A blog post id (`admin/blog/edit/:id`). */
  blogPostId: string;
  /** An affiliate's referral code (`/:code`). */
  referralCode: string;
}

/** A path no route but the catch-all matches (two segments, so not a referral code). */
export const UNMATCHED_PATH = '/no-such-page/anywhere';

/**
 * The URL to open for a route pattern. An unknown `:param` throws, so a new dynamic route makes
 * this suite fail until it is given a real value here.
 */
export function concretePath(pattern: string, params: RouteParams): string {
  if (pattern === '/') return '/';
  if (pattern === '*') return UNMATCHED_PATH;
  const segments = pattern
    .replace(/^\//, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (name === 'slug') return params.slug;
      if (name === 'code') return params.referralCode;
      if (name === 'id' && pattern.startsWith('/admin/blog/')) return params.blogPostId;
      if (name === 'id' && pattern === '/exercises/:id') return 'Dumbbell_Bench_Press';
      throw new Error(`a11y routes: no real value for "${segment}" in route "${pattern}"`);
    });
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** Admin pages (`/admin...`): checked signed in as the admin. */
export const isAdminRoute = (pattern: string) =>
  ROUTES.some((route) => route.path === pattern && route.access.startsWith('admin'));
