import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPost } from '#common/schemas/blog.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { BlogEditorPage } from './blog-editor-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const existing: AdminBlogPost = {
  id: 'p1',
  slug: 'leg-day',
  title: 'Leg Day',
  excerpt: 'Squats and more.',
  content: '<p>Squat deep.</p>',
  author: 'Coach Ada',
  authorRole: 'Strength Coach',
  category: 'Training',
  tags: ['legs', 'strength'],
  readTime: 7,
  imageUrl: null,
  externalUrl: null,
  published: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  publishedAt: '2026-03-01T10:00:00.000Z',
};

function stubApi(options: { failWrite?: { status: number; body: unknown } } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (method !== 'GET' && options.failWrite) {
        return jsonResponse(options.failWrite.status, options.failWrite.body);
      }
      if (url === '/api/admin/blog/p1' && method === 'GET') return jsonResponse(200, existing);
      if (url === '/api/admin/blog' && method === 'POST') {
        return jsonResponse(201, { ...existing, ...body, id: 'p2' });
      }
      if (url === '/api/admin/blog/p1' && method === 'PUT') {
        return jsonResponse(200, { ...existing, ...body });
      }
      if (url === '/api/admin/blog' && method === 'GET') return jsonResponse(200, []);
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Blog post not found' });
    }),
  );
  return calls;
}

function renderEditor(path: string) {
  setSessionUser({
    id: 'a1',
    email: 'ada@example.com',
    firstName: 'Ada',
    isAdmin: true,
    goals: [],
  });
  return renderRoute(<BlogEditorPage />, {
    path: path.startsWith('/admin/blog/edit') ? '/admin/blog/edit/:id' : '/admin/blog/new',
    initialEntry: path,
    routes: [{ path: '/admin/blog', element: <h1>Blog list</h1> }],
  });
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

describe('BlogEditorPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('starts a new post with the defaults and shows every validation message under its field', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderEditor('/admin/blog/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Author')).toHaveValue('Coach Ada');
    expect(screen.getByLabelText('Author role')).toHaveValue('Certified Personal Trainer');
    expect(screen.getByLabelText('Category')).toHaveValue('Training');
    expect(screen.getByLabelText('Read time (minutes)')).toHaveValue(5);
    const published = screen.getByRole('switch', { name: 'Published' });
    expect(published).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('External link (optional)')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Author'));
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.clear(screen.getByLabelText('Read time (minutes)'));
    await user.type(screen.getByLabelText('Read time (minutes)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    for (const [label, message] of [
      ['Slug', 'Slug is required'],
      ['Title', 'Title is required'],
      ['Excerpt', 'Excerpt is required'],
      ['Content (HTML)', 'Content is required'],
      ['Author', 'Author is required'],
      ['Category', 'Category is required'],
      ['Tags', 'At least one tag is required'],
      ['Read time (minutes)', 'Read time must be at least 1 minute'],
    ]) {
      const input = screen.getByLabelText(label!);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message!);
    }

    await user.type(screen.getByLabelText('Slug'), 'Bad Slug!');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      'Slug must be lowercase letters, numbers, and hyphens only',
    );
    expect(writes(calls)).toEqual([]);
  });

  it('creates a post with trimmed tags, shows the external link only when published, and goes back', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderEditor('/admin/blog/new');
    await user.type(screen.getByLabelText('Title'), 'Mobility Basics');
    await user.tab(); // the slug is suggested from the title
    expect(screen.getByLabelText('Slug')).toHaveValue('mobility-basics');
    await user.type(screen.getByLabelText('Excerpt'), 'Move better.');
    await user.type(
      screen.getByLabelText('Content (HTML)'),
      '<p>Hello <img src=x onerror=alert(1)></p>',
    );
    await user.type(screen.getByLabelText('Tags'), ' mobility, , warm-up ,');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.type(screen.getByLabelText('External link (optional)'), 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(screen.getByLabelText('External link (optional)')).toHaveAccessibleDescription(
      'External URL must start with http:// or https://',
    );
    await user.clear(screen.getByLabelText('External link (optional)'));

    // The preview runs nothing: a sandboxed frame with no permissions.
    const frame = screen.getByTitle('Content preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain("script-src 'none'");

    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await toastShown('Post created');
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/blog',
        body: {
          slug: 'mobility-basics',
          title: 'Mobility Basics',
          excerpt: 'Move better.',
          content: '<p>Hello <img src=x onerror=alert(1)></p>',
          author: 'Coach Ada',
          authorRole: 'Certified Personal Trainer',
          category: 'Training',
          tags: ['mobility', 'warm-up'],
          readTime: 5,
          imageUrl: null,
          externalUrl: null,
          published: true,
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument();
  });

  it('edits an existing post and shows the server refusal of a duplicate slug', async () => {
    const calls = stubApi({
      failWrite: {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'A post with this slug already exists',
          error: 'A post with this slug already exists',
        },
      },
    });
    const user = userEvent.setup();
    renderEditor('/admin/blog/edit/p1');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Leg Day');
    expect(screen.getByLabelText('Tags')).toHaveValue('legs, strength');
    expect(screen.getByLabelText('Read time (minutes)')).toHaveValue(7);
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await toastShown('Failed to save');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      'A post with this slug already exists',
    );
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', url: '/api/admin/blog/p1' });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/blog');
  });

  it('saves an edit with the Post updated toast', async () => {
    stubApi();
    const user = userEvent.setup();
    renderEditor('/admin/blog/edit/p1');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Leg Day 2');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await toastShown('Post updated');
    expect(await screen.findByRole('heading', { name: 'Blog list' })).toBeInTheDocument();
  });

  it('says so when the post to edit does not exist', async () => {
    stubApi();
    renderEditor('/admin/blog/edit/nope');
    expect(await screen.findByText('Blog post not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Blog Management' }).at(-1)).toHaveAttribute(
      'href',
      '/admin/blog',
    );
  });
});
