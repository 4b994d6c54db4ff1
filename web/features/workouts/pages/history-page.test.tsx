import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workout } from '#common/schemas/workouts.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { HISTORY_PAGE_SIZE } from '#web/api/workouts.ts';
import { HistoryPage, UNDO_MS } from './history-page.tsx';

const USER_ID = 'u-7';

const workout = (id: string, title: string, weight: number): Workout => ({
  id,
  userId: USER_ID,
  title,
  date: '2026-03-05',
  duration: 1800,
  completed: true,
  createdAt: '2026-03-05T10:00:00.000Z',
  exercises: [
    {
      name: 'Dumbbell Bench Press',
      reps: '8-12',
      rest: '90',
      sets: 2,
      loadType: 'dumbbell',
      completedSets: 2,
      performedSets: [
        { reps: 10, weight },
        { reps: 9, weight },
      ],
    },
  ],
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(workouts: Workout[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url.startsWith(`/api/workouts/${USER_ID}`)) {
        return jsonResponse(200, workouts);
      }
      const byId = /^\/api\/workouts\/(.+)$/.exec(url);
      const found = workouts.find((w) => w.id === byId?.[1]);
      if (found && method === 'PUT') return jsonResponse(200, { ...found, ...body });
      if (found && method === 'DELETE') return jsonResponse(200, { success: true });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Workout not found' });
    }),
  );
  return calls;
}

function renderPage() {
  setSessionUser({
    id: USER_ID,
    email: 'li@example.com',
    firstName: 'Li',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<HistoryPage />, { path: '/history' });
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('HistoryPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists each workout with its sets, and corrects a typo in a load set by set', async () => {
    const calls = stubApi([workout('w1', 'Chest day', 100)]);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Chest day' });
    expect(card).toHaveTextContent('Dumbbell Bench Press: 10 × 100 lbs, 9 × 100 lbs');

    await user.click(within(card).getByRole('button', { name: /^Edit Chest day/ }));
    const load = within(card).getByRole('textbox', {
      name: 'Set 1 of Dumbbell Bench Press: lbs',
    });
    await user.clear(load);
    await user.type(load, '10');
    await user.click(
      within(card).getByRole('button', { name: 'Remove set 2 of Dumbbell Bench Press' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const put = writes(calls)[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: '/api/workouts/w1' });
    expect(put.body).toMatchObject({ title: 'Chest day', date: '2026-03-05', units: 'imperial' });
    expect((put.body as Workout).exercises[0]).toMatchObject({
      completedSets: 1,
      skipped: true,
      performedSets: [{ reps: 10, weight: 10 }],
    });
  });

  it('says what is wrong with a set before sending it', async () => {
    const calls = stubApi([workout('w1', 'Chest day', 20)]);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Chest day' });
    await user.click(within(card).getByRole('button', { name: /^Edit Chest day/ }));
    const reps = within(card).getByRole('textbox', { name: 'Set 2 of Dumbbell Bench Press: reps' });
    await user.clear(reps);
    await user.type(reps, '-3');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Set 2 of Dumbbell Bench Press: reps must be a whole number of 0 or more.',
    );
    expect(writes(calls)).toEqual([]);
  });

  it('deletes after a confirmation, with a few seconds to undo', async () => {
    const calls = stubApi([workout('w1', 'Chest day', 20), workout('w2', 'Leg day', 30)]);
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Chest day' });
    await user.click(within(card).getByRole('button', { name: /^Delete Chest day/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this workout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete workout' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Chest day' })).not.toBeInTheDocument(),
    );
    // Undo within the time: it comes back.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Chest day' })).toBeInTheDocument();

    // Deleted and left alone: the DELETE goes after the undo time, and only that one (the undone
    // deletion, due earlier, never went).
    await user.click(
      within(screen.getByRole('article', { name: 'Leg day' })).getByRole('button', {
        name: /^Delete Leg day/,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete workout' }),
    );
    expect(writes(calls)).toEqual([]);
    await waitFor(
      () =>
        expect(writes(calls)).toEqual([
          { method: 'DELETE', url: '/api/workouts/w2', body: undefined },
        ]),
      { timeout: UNDO_MS + 2000 },
    );
    expect(screen.getByRole('article', { name: 'Chest day' })).toBeInTheDocument();
  }, 20_000);

  it('loads the history a page at a time: older workouts follow the last one shown', async () => {
    // 35 workouts, newest first: a page of 30, then the 5 after the 30th.
    const all = Array.from({ length: 35 }, (_, i) => workout(`w${i}`, `Session ${i}`, 50));
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const query = new URL(url, 'http://app.test').searchParams;
        const limit = Number(query.get('limit'));
        const before = query.get('before');
        const from = before ? all.findIndex((w) => w.id === before) + 1 : 0;
        return jsonResponse(200, all.slice(from, from + limit));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('article', { name: 'Session 29' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Session 30' })).not.toBeInTheDocument();
    expect(urls).toEqual([`/api/workouts/${USER_ID}?limit=${HISTORY_PAGE_SIZE}`]);

    await user.click(screen.getByRole('button', { name: 'Show older workouts' }));
    expect(await screen.findByRole('article', { name: 'Session 34' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(35);
    expect(urls.at(-1)).toBe(`/api/workouts/${USER_ID}?limit=${HISTORY_PAGE_SIZE}&before=w29`);
    // A short page is the last: no button any more.
    expect(screen.queryByRole('button', { name: 'Show older workouts' })).not.toBeInTheDocument();
  });
});
