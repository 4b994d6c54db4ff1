import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './e2e-env.ts';

/*
 * The pages the accessibility suite visits, read from the router's own table so that a new route
 * is checked without anyone remembering to list it here.
 */

const ROUTE_TABLE = path.join(REPO_ROOT, 'web/app/app-routes.tsx');

/** Every `path:` of `web/app/app-routes.tsx`, in table order, plus `/` (the landing page). */
export function routeTablePaths(): string[] {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  const paths = [...source.matchAll(/\bpath:\s*(['"`])([^'"`]*)\1/g)].map((match) => match[2]!);
  if (paths.length === 0) throw new Error(`no \`path:\` entries found in ${ROUTE_TABLE}`);
  return ['/', ...paths];
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
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const name = segment.slice(1);
    if (name === 'slug') return params.slug;
    if (name === 'code') return params.referralCode;
    if (name === 'id' && pattern.startsWith('admin/blog/')) return params.blogPostId;
    if (name === 'id' && pattern === 'exercises/:id') return 'Dumbbell_Bench_Press';
    throw new Error(`a11y routes: no real value for "${segment}" in route "${pattern}"`);
  });
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** Admin pages (`/admin...`): checked signed in as the admin. */
export const isAdminRoute = (pattern: string) =>
  pattern === 'admin' || pattern.startsWith('admin/');
