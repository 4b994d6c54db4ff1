import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Measurement } from '#common/schemas/measurements.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { MeasurementsPage } from './measurements-page.tsx';

const USER_ID = 'u-7';

// jsdom has no layout for Recharts to measure: stand the lazy chart in with its props.
vi.mock('#web/components/trend-chart.tsx', () => ({
  default: ({ title, points }: { title: string; points: unknown[] }) => (
    <div role="img" aria-label={title} data-points={points.length} />
  ),
}));

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A small in-memory API: profile, measurements list (a page at a time), create and delete. */
function stubApi(options: { measurements?: Measurement[]; failPut?: boolean } = {}) {
  const store: Measurement[] = [...(options.measurements ?? [])];
  const profile = { id: USER_ID, timeAvailable: '60', daysPerWeek: '3' };
  const calls: Call[] = [];
  let next = 100;
  /** The server's page: one type, newest first, `limit` after `before`. */
  const page = ({ searchParams: query }: URL) => {
    const newest = store
      .filter((m) => !query.get('type') || m.type === query.get('type'))
      .sort((a, b) =>
        a.date === b.date ? b.createdAt.localeCompare(a.createdAt) : b.date.localeCompare(a.date),
      );
    const before = query.get('before');
    const from = before ? newest.findIndex((m) => m.id === before) + 1 : 0;
    return newest.slice(from, from + Number(query.get('limit') ?? 1000));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === `/api/user/${USER_ID}` && method === 'GET') return jsonResponse(200, profile);
      if (url === `/api/user/${USER_ID}` && method === 'PUT') {
        if (options.failPut) return jsonResponse(500, { message: 'Internal Server Error' });
        Object.assign(profile, {
          ...(body.timeAvailable ? { timeAvailable: String(body.timeAvailable) } : {}),
          ...(body.daysPerWeek ? { daysPerWeek: String(body.daysPerWeek) } : {}),
        });
        return jsonResponse(200, profile);
      }
      const list = new URL(url, 'http://app.test');
      if (list.pathname === `/api/measurements/${USER_ID}`) return jsonResponse(200, page(list));
      if (url === '/api/measurements' && method === 'POST') {
        if (body.type === 'chest') {
          const message = 'Invalid measurement: value Chest must be between 20 and 100 in';
          return jsonResponse(400, {
            code: 'VALIDATION_FAILED',
            message,
            error: message,
            fields: [{ field: 'value', message: 'Chest must be between 20 and 100 in' }],
          });
        }
        const created: Measurement = {
          id: `m${next++}`,
          userId: USER_ID,
          type: body.type,
          value: String(body.value),
          date: body.date,
          createdAt: new Date(Date.now() + next).toISOString(),
        };
        store.push(created);
        return jsonResponse(201, created);
      }
      const del = /^\/api\/measurements\/(.+)$/.exec(url);
      if (del && method === 'DELETE') {
        const index = store.findIndex((m) => m.id === del[1]);
        if (index >= 0) store.splice(index, 1);
        return jsonResponse(200, { success: true });
      }
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return { calls, store };
}

function renderPage() {
  setSessionUser({
    id: USER_ID,
    email: 'lee@example.com',
    firstName: 'Lee',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<MeasurementsPage />, {
    path: '/measurements',
    routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  });
}

const m = (id: string, type: Measurement['type'], value: string, date: string): Measurement => ({
  id,
  userId: USER_ID,
  type,
  value,
  date,
  createdAt: `${date}T10:00:00.000Z`,
});

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

describe('MeasurementsPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('adds one measurement per filled field and clears the form', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const addAll = screen.getByRole('button', { name: 'Add All' });
    expect(addAll).toBeDisabled();
    expect(screen.getByLabelText('Date')).toHaveValue(toLocalIsoDate());
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('step', '0.1');

    await user.type(screen.getByLabelText('Weight (lbs)'), '172.4');
    await user.type(screen.getByLabelText('Waist (inches)'), '34');
    expect(addAll).toBeEnabled();
    await user.click(addAll);

    await toastShown('2 measurement(s) added successfully');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      {
        type: 'weight',
        value: '172.4',
        date: toLocalIsoDate(),
        userId: USER_ID,
        units: 'imperial',
      },
      { type: 'waist', value: '34', date: toLocalIsoDate(), userId: USER_ID, units: 'imperial' },
    ]);
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue(null);
    expect(screen.getByLabelText('Waist (inches)')).toHaveValue(null);

    const weights = await screen.findByRole('list', { name: 'Weight history' });
    expect(within(weights).getByText('172.4 lbs')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Waist' }));
    const waists = await screen.findByRole('list', { name: 'Waist history' });
    expect(within(waists).getByText('34 in')).toBeInTheDocument();
  });

  it('checks ranges before sending', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Biceps (inches)'), '400');
    await user.click(screen.getByRole('button', { name: 'Add All' }));
    expect(await screen.findByText('Biceps must be between 5 and 40 in')).toBeInTheDocument();
    expect(screen.getByLabelText('Biceps (inches)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("keeps the failed field and shows the server's message", async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    // This stub server refuses every chest value.
    await user.type(screen.getByLabelText('Weight (lbs)'), '180');
    await user.type(screen.getByLabelText('Chest (inches)'), '42');
    await user.click(screen.getByRole('button', { name: 'Add All' }));
    await toastShown('Failed to add measurements');
    expect(
      screen.getAllByText(
        /Chest must be between 20 and 100 in \(1 other measurement\(s\) were saved\.\)/,
      ).length,
    ).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue(null);
    expect(screen.getByLabelText('Chest (inches)')).toHaveValue(42);
  });

  it('lists history newest first with changes, and deletes after confirmation', async () => {
    const { calls } = stubApi({
      measurements: [
        m('a', 'weight', '180', '2026-01-05'),
        m('c', 'weight', '177', '2026-03-05'),
        m('b', 'weight', '178.5', '2026-02-05'),
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Weight history' });
    expect(
      await screen.findByRole('img', { name: 'Weight over time, from 180 lbs to 177 lbs' }),
    ).toHaveAttribute('data-points', '3');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('177 lbsMar 5, 2026Down −1.5 lbs'),
      expect.stringContaining('178.5 lbsFeb 5, 2026Down −1.5 lbs'),
      expect.stringContaining('180 lbsJan 5, 2026First entry'),
    ]);

    await user.click(
      within(list).getByRole('button', { name: 'Delete weight 177 lbs on Mar 5, 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this measurement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShown('Measurement deleted');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/measurements/c')).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Weight history' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  });

  it('shows an empty state per type', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No weight measurements yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Thighs' }));
    expect(await screen.findByText(/No thighs measurements yet/)).toBeInTheDocument();
  });

  it('reads a long history a page at a time, each entry with its change', async () => {
    // 35 weekly weigh-ins, a pound down each week: 215 on the first, 181 on the newest.
    const weighIns = Array.from({ length: 35 }, (_, i) =>
      m(`w${i}`, 'weight', String(215 - i), toLocalIsoDate(new Date(Date.UTC(2026, 0, 1 + 7 * i)))),
    );
    const { calls } = stubApi({ measurements: weighIns });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Weight history' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()).toHaveLength(30);
    // The oldest entry shown has the one before it (read with the page) for its change.
    expect(rows()[29]!.textContent).toContain('210 lbs');
    expect(rows()[29]!.textContent).toContain('Down −1 lbs');
    expect(
      calls.filter((c) => c.url.startsWith(`/api/measurements/${USER_ID}?`)).map((c) => c.url),
    ).toEqual([`/api/measurements/${USER_ID}?type=weight&limit=31`]);

    await user.click(screen.getByRole('button', { name: 'Show older weight entries' }));
    await waitFor(() => expect(rows()).toHaveLength(35));
    expect(calls.at(-1)!.url).toBe(`/api/measurements/${USER_ID}?type=weight&limit=31&before=w5`);
    expect(rows()[34]!.textContent).toContain('215 lbsJan 1, 2026First entry');
    expect(screen.queryByRole('button', { name: /Show older/ })).toBeNull();
  });

  it('saves workout settings with the spec toasts', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    const time = screen.getByLabelText('Time per workout');
    await waitFor(() => expect(time).toHaveValue('60'));
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 minutes', '60 minutes', '90 minutes', '120 minutes']);
    await user.selectOptions(time, '90');
    await toastShown('Workout duration updated successfully');
    await user.selectOptions(screen.getByLabelText('Days per week'), '5');
    await toastShown('Workout frequency updated successfully');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { timeAvailable: 90 },
      { daysPerWeek: 5 },
    ]);
  });

  it('reports failed settings updates', async () => {
    stubApi({ failPut: true });
    const user = userEvent.setup();
    renderPage();
    const days = screen.getByLabelText('Days per week');
    await waitFor(() => expect(days).toHaveValue('3'));
    await user.selectOptions(days, '4');
    await toastShown('Failed to update workout frequency');
    await user.selectOptions(screen.getByLabelText('Time per workout'), '30');
    await toastShown('Failed to update workout duration');
  });
});
