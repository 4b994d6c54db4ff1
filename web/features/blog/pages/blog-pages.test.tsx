import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '#common/schemas/blog.ts';
import { readPageFirst } from '#web/app/page-data.ts';
import { clearSession, resetSessionForTests } from '#web/lib/session.ts';
import { createTestQueryClient, jsonResponse, renderRoute } from '#web/test/render.tsx';
import * as blogModule from './blog-page.tsx';
import { BlogPage } from './blog-page.tsx';
import { BlogPostPage, externalRedirect } from './blog-post-page.tsx';

const post = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 'p1',
  slug: 'eat-well',
  title: 'Eat Well',
  excerpt: 'Build a balanced plate.',
  content: '<h2>Protein first</h2><p>Start with protein.</p>',
  author: 'Coach Dan',
  authorRole: 'Nutrition Coach',
  category: 'Nutrition',
  tags: ['food', 'protein', 'habits'],
  readTime: 4,
  imageUrl: null,
  externalUrl: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  publishedAt: '2026-03-06T10:00:00.000Z',
  ...overrides,
});

function stubApi(routes: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [status, body] = routes[url] ?? [
        404,
        { code: 'NOT_FOUND', message: 'Blog post not found' },
      ];
      return jsonResponse(status, body);
    }),
  );
}

describe('blog pages', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it('draws the list read at start-up in its first render', async () => {
    stubApi({ '/api/blog': [200, [post()]] });
    const queryClient = createTestQueryClient();
    await readPageFirst(blogModule, queryClient, { user: null, search: new URLSearchParams() });
    renderRoute(<BlogPage />, { path: '/blog', queryClient });
    // No await: what the first render drew.
    expect(screen.getByRole('link', { name: 'Eat Well' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lists cards with category, read time and at most two tags', async () => {
    stubApi({ '/api/blog': [200, [post()]] });
    renderRoute(<BlogPage />, { path: '/blog' });
    const link = await screen.findByRole('link', { name: 'Eat Well' });
    expect(link).toHaveAttribute('href', '/blog/eat-well');
    expect(screen.getByText('Build a balanced plate.')).toBeInTheDocument();
    expect(screen.getByText('Nutrition')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
    expect(screen.getByText('#food')).toBeInTheDocument();
    expect(screen.getByText('#protein')).toBeInTheDocument();
    expect(screen.queryByText('#habits')).not.toBeInTheDocument();
    expect(document.title).toBe('Blog · FlexCoach');
  });

  it('says when there are no posts', async () => {
    stubApi({ '/api/blog': [200, []] });
    renderRoute(<BlogPage />, { path: '/blog' });
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('shows a post with author, role, date, tags and the two calls to action', async () => {
    stubApi({ '/api/blog/eat-well': [200, post()] });
    renderRoute(<BlogPostPage />, { path: '/blog/:slug', initialEntry: '/blog/eat-well' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eat Well' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Protein first' })).toBeInTheDocument();
    expect(screen.getByText('Coach Dan')).toBeInTheDocument();
    expect(screen.getByText('Nutrition Coach')).toBeInTheDocument();
    expect(screen.getByText('March 6, 2026')).toBeInTheDocument();
    expect(screen.getByText('#habits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Eat Well · FlexCoach');
  });

  it('says Blog post not found with Back to Blog', async () => {
    stubApi({});
    renderRoute(<BlogPostPage />, { path: '/blog/:slug', initialEntry: '/blog/missing' });
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Back to Blog' });
    expect(back.at(-1)).toHaveAttribute('href', '/blog');
  });

  it('sends the visitor to the external article instead', async () => {
    const go = vi.spyOn(externalRedirect, 'go').mockImplementation(() => {});
    stubApi({ '/api/blog/eat-well': [200, post({ externalUrl: 'https://example.com/article' })] });
    renderRoute(<BlogPostPage />, { path: '/blog/:slug', initialEntry: '/blog/eat-well' });
    expect(await screen.findByText('Redirecting to the full article...')).toBeInTheDocument();
    expect(go).toHaveBeenCalledWith('https://example.com/article');
  });
});
