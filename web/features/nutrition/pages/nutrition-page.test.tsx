import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tier } from '#common/constants.ts';
import type { DailyLog } from '#common/schemas/nutrition.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { shiftDate } from '../lib/nutrition.ts';
import { NutritionPage } from './nutrition-page.tsx';

const USER_ID = 'u-7';

// jsdom has no layout for Recharts to measure: stand the lazy chart in with its props.
vi.mock('../components/nutrition-chart.tsx', () => ({
  default: ({ caloriesLabel, waterLabel }: { caloriesLabel: string; waterLabel: string }) => (
    <div>
      <div role="img" aria-label={caloriesLabel} />
      <div role="img" aria-label={waterLabel} />
    </div>
  ),
}));

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A small in-memory API: subscription status and the daily-logs calls. */
function stubApi(options: { tier?: Tier; logs?: DailyLog[]; failSave?: boolean } = {}) {
  const store: DailyLog[] = [...(options.logs ?? [])];
  const calls: Call[] = [];
  let next = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === `/api/subscriptions/status/${USER_ID}`) {
        return jsonResponse(200, { tier: options.tier ?? 'basic', flexCredits: 0 });
      }
      if (url === `/api/daily-logs/${USER_ID}` && method === 'GET') {
        return jsonResponse(
          200,
          [...store].sort((a, b) => b.date.localeCompare(a.date)),
        );
      }
      if (options.failSave && (method === 'POST' || method === 'PUT')) {
        const message = 'Invalid daily log: calories Calories cannot be more than 20,000';
        return jsonResponse(400, { code: 'VALIDATION_FAILED', message, error: message });
      }
      if (url === '/api/daily-logs' && method === 'POST') {
        const now = new Date().toISOString();
        const { userId: _claimed, ...values } = body;
        const created: DailyLog = {
          id: `log-${next++}`,
          userId: USER_ID,
          ...values,
          createdAt: now,
          updatedAt: now,
        };
        store.push(created);
        return jsonResponse(201, created);
      }
      const put = /^\/api\/daily-logs\/(.+)$/.exec(url);
      if (put && method === 'PUT') {
        const log = store.find((l) => l.id === put[1])!;
        Object.assign(log, body, { updatedAt: new Date(Date.now() + next++).toISOString() });
        return jsonResponse(200, log);
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
  return renderRoute(<NutritionPage />, {
    path: '/nutrition',
    routes: [{ path: '/upgrade', element: <h1>Upgrade page</h1> }],
  });
}

const log = (date: string, values: Partial<DailyLog> = {}): DailyLog => ({
  id: `stored-${date}`,
  userId: USER_ID,
  date,
  calories: 2000,
  protein: 150,
  carbs: 200,
  fats: 70,
  waterIntake: 1500,
  notes: '',
  createdAt: `${date}T12:00:00.000Z`,
  updatedAt: `${date}T12:00:00.000Z`,
  ...values,
});

const toastShown = (text: string | RegExp) =>
  waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

describe('NutritionPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('shows the Premium Feature card on the free plan and opens the upgrade prompt', async () => {
    const { calls } = stubApi({ tier: 'free' });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Calories/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutrition Tracking' });
    expect(within(dialog).getByText('Basic')).toBeInTheDocument();
    expect(within(dialog).getByText('$9.99/month')).toBeInTheDocument();
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(within(dialog).queryByText('Or Buy Flex Credits')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Daily logs are never requested on the free plan.
    expect(calls.some((c) => c.url.startsWith('/api/daily-logs'))).toBe(false);
  });

  it('warns live when calories differ from 4/4/9 macro calories by more than 50', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage();
    const calories = await screen.findByLabelText('Calories (kcal)');
    await user.type(screen.getByLabelText('Protein (g)'), '150');
    await user.type(screen.getByLabelText('Carbs (g)'), '200');
    await user.type(screen.getByLabelText('Fats (g)'), '70');
    expect(screen.getByText('2,030 kcal')).toBeInTheDocument();
    // 0 kcal entered against 2,030 from macros.
    expect(screen.getByTestId('macro-warning')).toHaveTextContent('by 2,030 kcal');
    await user.type(calories, '2080');
    expect(screen.queryByTestId('macro-warning')).not.toBeInTheDocument();
    await user.clear(calories);
    await user.type(calories, '2081');
    expect(screen.getByTestId('macro-warning')).toHaveTextContent('by 51 kcal');
  });

  it('adds 250 and 500 ml of water with the quick-add buttons', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage();
    const water = await screen.findByLabelText('Water intake (ml)');
    await user.click(screen.getByRole('button', { name: 'Add 250 ml of water' }));
    expect(water).toHaveValue(250);
    await user.click(screen.getByRole('button', { name: 'Add 500 ml of water' }));
    await user.click(screen.getByRole('button', { name: 'Add 250 ml of water' }));
    expect(water).toHaveValue(1000);
  });

  it('creates the day with POST, then updates it with PUT', async () => {
    const { calls } = stubApi();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No log for .* yet\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(toLocalIsoDate());
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', toLocalIsoDate());
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(screen.getByText(/No logs in the last 14 days yet/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Calories (kcal)'), '2030');
    await user.type(screen.getByLabelText('Protein (g)'), '150');
    await user.type(screen.getByLabelText('Carbs (g)'), '200');
    await user.type(screen.getByLabelText('Fats (g)'), '70');
    await user.click(screen.getByRole('button', { name: 'Add 500 ml of water' }));
    await user.type(screen.getByLabelText('Notes for the day'), 'Oats and rice');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await toastShown('Nutrition log saved');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/daily-logs',
        body: {
          userId: USER_ID,
          date: toLocalIsoDate(),
          calories: 2030,
          protein: 150,
          carbs: 200,
          fats: 70,
          waterIntake: 500,
          notes: 'Oats and rice',
        },
      },
    ]);
    expect(await screen.findByText(/Editing your saved log/)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Calories over the last 14 days: 1 day\(s\) logged/ }),
    ).toBeInTheDocument();

    const water = screen.getByLabelText('Water intake (ml)');
    expect(water).toHaveValue(500);
    await user.click(screen.getByRole('button', { name: 'Add 250 ml of water' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const putCall = calls.find((c) => c.method === 'PUT')!;
    expect(putCall.url).toBe('/api/daily-logs/log-1');
    expect(putCall.body).toEqual({
      calories: 2030,
      protein: 150,
      carbs: 200,
      fats: 70,
      waterIntake: 750,
      notes: 'Oats and rice',
    });
  });

  it("loads the chosen day's log, and an empty form for a day without one", async () => {
    const today = toLocalIsoDate();
    const yesterday = shiftDate(today, -1);
    stubApi({ logs: [log(yesterday, { calories: 1800, notes: 'Rest day' })] });
    const user = userEvent.setup();
    renderPage();
    const calories = await screen.findByLabelText('Calories (kcal)');
    expect(calories).toHaveValue(null);
    expect(
      await screen.findByRole('img', {
        name: 'Water over the last 14 days: 1 day(s) logged, average 1,500 ml',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByLabelText('Date')).toHaveValue(yesterday);
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(1800);
    expect(screen.getByLabelText('Notes for the day')).toHaveValue('Rest day');
    expect(screen.getByText(/Editing your saved log/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    expect(screen.getByLabelText('Calories (kcal)')).toHaveValue(null);
  });

  it('checks bounds before sending, and shows the server message when a save fails', async () => {
    const { calls } = stubApi({ failSave: true });
    const user = userEvent.setup();
    renderPage();
    const calories = await screen.findByLabelText('Calories (kcal)');
    await user.type(calories, '99999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Calories cannot be more than 20,000')).toBeInTheDocument();
    expect(calories).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(calories);
    await user.type(calories, '2000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await toastShown('Failed to save nutrition log');
    await toastShown('Invalid daily log: calories Calories cannot be more than 20,000');
  });
});
