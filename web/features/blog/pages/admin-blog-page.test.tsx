import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '#common/schemas/blog.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { AdminBlogPage } from './admin-blog-page.tsx';

const post = (id: string, title: string, published: boolean): AdminBlogPost => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  excerpt: 'Excerpt',
  content: '<p>Body</p>',
  author: 'Coach Ada',
  authorRole: 'Coach',
  category: published ? 'Nutrition' : 'Wellness',
  tags: ['a'],
  readTime: 5,
  imageUrl: null,
  externalUrl: null,
  published,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  publishedAt: published ? '2026-03-05T10:00:00.000Z' : null,
});

function stubApi(
  options: { posts?: AdminBlogPost[]; failDelete?: boolean; pending?: boolean } = {},
) {
  const store = [...(options.posts ?? [])];
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      if (options.pending) return new Promise<Response>(() => {});
      if (url === '/api/admin/blog' && method === 'GET') return jsonResponse(200, store);
      const match = /^\/api\/admin\/blog\/(.+)$/.exec(url);
      if (match && method === 'DELETE') {
        if (options.failDelete)
          return jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' });
        store.splice(
          store.findIndex((p) => p.id === match[1]),
          1,
        );
        return jsonResponse(200, { success: true });
      }
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

function renderPage(isAdmin = true) {
  setSessionUser({ id: 'a1', email: 'ada@example.com', firstName: 'Ada', isAdmin, goals: [] });
  return renderRoute(<AdminBlogPage />, { path: '/admin/blog' });
}

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

describe('AdminBlogPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('lists every post with its status, count and actions, and deletes after confirmation', async () => {
    const calls = stubApi({
      posts: [post('p1', 'Eat Well', true), post('p2', 'Rest Days', false)],
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute(
      'href',
      '/admin/blog/new',
    );
    expect(await screen.findByText('2 posts')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Title', 'Author', 'Category', 'Status', 'Created', 'Actions']);
    const [, published, draft] = within(table).getAllByRole('row');
    expect(within(published!).getByText('Published')).toBeInTheDocument();
    expect(within(published!).getByRole('link', { name: 'View Eat Well' })).toHaveAttribute(
      'href',
      '/blog/eat-well',
    );
    expect(within(published!).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    expect(within(draft!).queryByRole('link', { name: 'View Rest Days' })).not.toBeInTheDocument();
    expect(within(draft!).getByRole('link', { name: 'Edit Rest Days' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/p2',
    );

    await user.click(within(draft!).getByRole('button', { name: 'Delete Rest Days' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete the blog post.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShown('Blog post deleted');
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/admin/blog/p2' });
    expect(await screen.findByText('1 post')).toBeInTheDocument();
  });

  it('shows the failure toast when a delete fails', async () => {
    stubApi({ posts: [post('p1', 'Eat Well', true)], failDelete: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Eat Well' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await toastShown('Failed to delete');
    expect(
      screen.getAllByText('Could not delete the blog post. Please try again.').length,
    ).toBeGreaterThan(0);
  });

  it('shows the loading and empty states', async () => {
    stubApi({ pending: true });
    const { unmount } = renderPage();
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();
    unmount();
    stubApi({ posts: [] });
    renderPage();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByText('0 posts')).toBeInTheDocument();
  });

  it('denies members, offering Go to Dashboard and Refresh Admin Access', () => {
    const calls = stubApi();
    renderPage(false);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Refresh Admin Access' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
