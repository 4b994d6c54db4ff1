import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '#common/schemas/notes.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { NotesPage } from './notes-page.tsx';

const USER_ID = 'u-9';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const note = (id: string, title: string, content: string, overrides: Partial<Note> = {}): Note => ({
  id,
  userId: USER_ID,
  title,
  content,
  category: 'general',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
});

/** A small in-memory notes API; `fail` makes one kind of call answer with an error. */
function stubApi(
  options: {
    notes?: Note[];
    fail?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    failStatus?: number;
    failBody?: unknown;
  } = {},
) {
  const store: Note[] = [...(options.notes ?? [])];
  const calls: Call[] = [];
  let next = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (options.fail === method) {
        return jsonResponse(
          options.failStatus ?? 500,
          options.failBody ?? { code: 'INTERNAL', message: 'Internal Server Error' },
        );
      }
      const now = new Date(Date.UTC(2026, 3, 1, 12, next)).toISOString();
      if (url === `/api/notes/${USER_ID}` && method === 'GET') return jsonResponse(200, store);
      if (url === '/api/notes' && method === 'POST') {
        const created = note(`n${next++}`, body.title, body.content, {
          category: body.category,
          createdAt: now,
          updatedAt: now,
        });
        store.unshift(created);
        return jsonResponse(201, created);
      }
      const byId = /^\/api\/notes\/(.+)$/.exec(url);
      const index = byId ? store.findIndex((n) => n.id === byId[1]) : -1;
      if (byId && method === 'PUT' && index >= 0) {
        next++;
        const updated = { ...store[index]!, ...body, updatedAt: now };
        store.splice(index, 1);
        store.unshift(updated);
        return jsonResponse(200, updated);
      }
      if (byId && method === 'DELETE' && index >= 0) {
        store.splice(index, 1);
        return jsonResponse(200, { success: true });
      }
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Note not found' });
    }),
  );
  return { calls, store };
}

function renderPage() {
  setSessionUser({
    id: USER_ID,
    email: 'sam@example.com',
    firstName: 'Sam',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<NotesPage />, {
    path: '/notes',
    routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  });
}

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('NotesPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('creates a note with the default category and lists it', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Notes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('general');

    await user.type(screen.getByLabelText('Title'), 'Leg day');
    await user.type(screen.getByLabelText('Content'), 'Squats 5x5{Enter}Lunges');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));

    await toastShown('Note saved');
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/notes',
        body: {
          userId: USER_ID,
          title: 'Leg day',
          content: 'Squats 5x5\nLunges',
          category: 'general',
        },
      },
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
    const list = await screen.findByRole('list', { name: 'Your notes' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Leg day' })).toBeInTheDocument();
    // Line breaks are kept.
    const content = within(item).getByText(/Squats 5x5/);
    expect(content.textContent).toBe('Squats 5x5\nLunges');
    expect(content).toHaveClass('whitespace-pre-wrap');
    expect(within(item).getByText('General')).toBeInTheDocument();
    expect(within(item).getByText('Apr 1, 2026', { exact: false })).toBeInTheDocument();
  });

  it('sends the chosen category', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Title'), 'Protein');
    await user.type(screen.getByLabelText('Content'), '160 g');
    await user.selectOptions(screen.getByLabelText('Category'), 'nutrition');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await toastShown('Note saved');
    expect(writes(calls)[0]?.body).toMatchObject({ category: 'nutrition' });
    expect(screen.getByLabelText('Category')).toHaveValue('general');
  });

  it('refuses a blank title or content with a toast and no call', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No notes yet');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await toastShown('Please fill in both title and content');

    resetToastsForTests();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Content'), 'Something');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await toastShown('Please fill in both title and content');
    expect(writes(calls)).toEqual([]);
  });

  it('edits a note in edit mode, and Cancel leaves edit mode without saving', async () => {
    const { calls } = stubApi({
      notes: [note('a', 'Plan', 'Run 5k', { category: 'training' }), note('b', 'Other', 'x')],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit note Plan' }));
    expect(screen.getByRole('heading', { name: 'Edit Note' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Plan');
    expect(screen.getByLabelText('Content')).toHaveValue('Run 5k');
    expect(screen.getByLabelText('Category')).toHaveValue('training');
    expect(screen.getByRole('button', { name: 'Update Note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Note' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'New Note' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Update Note' })).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit note Plan' }));
    await user.clear(screen.getByLabelText('Content'));
    await user.type(screen.getByLabelText('Content'), 'Run 10k');
    await user.click(screen.getByRole('button', { name: 'Update Note' }));
    await toastShown('Note updated');
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/notes/a',
        body: { title: 'Plan', content: 'Run 10k', category: 'training' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Save Note' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await waitFor(() => expect(screen.getByText('Run 10k')).toBeInTheDocument());
    const items = within(screen.getByRole('list', { name: 'Your notes' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Updated');
  });

  it('deletes a note only after confirmation', async () => {
    const { calls } = stubApi({ notes: [note('a', 'Old plan', 'remove me')] });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete note Old plan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(dialog).toHaveTextContent('“Old plan” will be permanently deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete note Old plan' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShown('Note deleted');
    expect(writes(calls)).toEqual([{ method: 'DELETE', url: '/api/notes/a', body: undefined }]);
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });

  it('shows markup in notes as text, never as HTML', async () => {
    stubApi({
      notes: [note('a', '<b>x</b>', '<img src=x onerror="alert(1)"><script>alert(2)</script>')],
    });
    const { container } = renderPage();
    const list = await screen.findByRole('list', { name: 'Your notes' });
    expect(within(list).getByRole('heading', { name: '<b>x</b>' })).toBeInTheDocument();
    expect(
      within(list).getByText('<img src=x onerror="alert(1)"><script>alert(2)</script>'),
    ).toBeInTheDocument();
    expect(container.querySelector('main b, main img, main script')).toBeNull();
  });

  it('shows the spec error toasts when a call fails', async () => {
    const user = userEvent.setup();
    stubApi({ fail: 'POST' });
    const first = renderPage();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Content'), 'C');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await toastShown('Failed to save note');
    expect(screen.getAllByText('Error', { exact: true }).length).toBeGreaterThan(0);
    // The form keeps what was typed.
    expect(screen.getByLabelText('Title')).toHaveValue('T');
    first.unmount();

    resetToastsForTests();
    stubApi({ notes: [note('a', 'Plan', 'Run')], fail: 'PUT' });
    const second = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit note Plan' }));
    await user.click(screen.getByRole('button', { name: 'Update Note' }));
    await toastShown('Failed to update note');
    expect(screen.getByRole('button', { name: 'Update Note' })).toBeInTheDocument();
    second.unmount();

    resetToastsForTests();
    stubApi({ notes: [note('a', 'Plan', 'Run')], fail: 'DELETE' });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete note Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShown('Failed to delete note');
  });

  it("adds the server's reason to a refused save (the notes cap)", async () => {
    const message =
      'You can keep at most 500 notes. Delete a note you no longer need to add a new one.';
    stubApi({
      fail: 'POST',
      failStatus: 400,
      failBody: { code: 'BAD_REQUEST', message, error: message },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Content'), 'C');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await toastShown('Failed to save note');
    await toastShown(message);
  });

  it('shows an error state with Retry when the list cannot be loaded', async () => {
    stubApi({ fail: 'GET' });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notes could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
