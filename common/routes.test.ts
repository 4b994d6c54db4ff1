import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, LANDING_ROUTE, matchRoute, ROUTES } from './routes.ts';

const webRoot = path.resolve(import.meta.dirname, '..', 'web');

describe('the route table', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/eat-well', '/blog/:slug'],
    ['/admin/blog/new', '/admin/blog/new'],
    ['/admin/blog/edit/42', '/admin/blog/edit/:id'],
    ['/exercises/Barbell_Squat', '/exercises/:id'],
    ['/ABC123', '/:code'],
    ['/dashboard', '/dashboard'],
    ['/no/such/page', '*'],
  ])('%s shows the route %s', (pathname, pattern) => {
    expect(matchRoute(pathname)?.path).toBe(pattern);
  });

  it('names a page module that exists for every route, each path once', () => {
    for (const route of ROUTES) {
      expect(existsSync(path.join(webRoot, route.page)), route.page).toBe(true);
    }
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES[0]).toBe(LANDING_ROUTE);
    expect(APP_ROUTES.at(-1)!.path).toBe('*');
  });

  it('frames and guards every signed-in page, and only those', () => {
    for (const route of ROUTES) {
      const signedIn = route.access !== 'public';
      expect(route.frame !== undefined, route.path).toBe(signedIn);
      if (route.painted) {
        expect(['/dashboard', '/blog', '/exercises', '/workout']).toContain(route.path);
      }
    }
    expect(matchRoute('/admin')!.access).toBe('admin-redirect');
    expect(matchRoute('/admin/blog')).toMatchObject({ access: 'admin-deny', refreshAccess: true });
    expect(matchRoute('/workout')).toMatchObject({ access: 'member', frame: 'own' });
    expect(matchRoute('/notes')).toMatchObject({ access: 'member', frame: 'page', back: true });
  });
});
