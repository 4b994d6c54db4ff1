import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { weekPlanFixture } from '#web/test/week-plan.ts';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import { ProgressPage } from './progress-page.tsx';

const USER_ID = 'u-3';

// jsdom has no layout for Recharts to measure: stand the lazy charts in with their titles.
vi.mock('../components/progress-charts.tsx', () => ({
  WeightChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
  WeeklyWorkoutsChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const emptyStats = {
  currentStreak: 0,
  longestStreak: 0,
  totalWorkouts: 0,
  weekly: [],
  lastWorkoutDate: null,
};

/** The week's plan as the server answers it, with this week's volume. */
const weekPlan = (volume: WeekPlan['volume'] = []) => weekPlanFixture({ volume });

function stubApi(data: {
  stats?: object;
  profile?: object;
  weight?: object;
  volume?: WeekPlan['volume'];
  records?: object;
}) {
  const routes: Record<string, () => Response> = {
    [`/api/stats/${USER_ID}`]: () => jsonResponse(200, data.stats ?? emptyStats),
    [`/api/user/${USER_ID}`]: () =>
      jsonResponse(200, { id: USER_ID, currentWeight: 180, targetWeight: 170, ...data.profile }),
    [`/api/measurements/${USER_ID}/weight`]: () =>
      jsonResponse(200, data.weight ?? { first: null, latest: null, weeks: [] }),
    [`/api/records/${USER_ID}`]: () =>
      jsonResponse(
        200,
        data.records ?? {
          recordsSet: 0,
          bests: [],
          byExercise: {},
          recordDates: {},
          lastLogged: {},
          latestLoggedAt: null,
        },
      ),
  };
  const fetchMock = vi.fn(async (url: string) =>
    routes[url]
      ? routes[url]()
      : url.startsWith(`/api/workouts/week/${USER_ID}?today=`)
        ? jsonResponse(200, weekPlan(data.volume))
        : jsonResponse(404, { message: 'not stubbed' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  setSessionUser({
    id: USER_ID,
    email: 'ari@example.com',
    firstName: 'Ari',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<ProgressPage />, { path: '/progress' });
}

const weighIn = (id: string, value: string, date: string) => ({
  id,
  userId: USER_ID,
  type: 'weight',
  value,
  date,
  createdAt: `${date}T08:00:00.000Z`,
});

const figure = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d+/).textContent;

describe('ProgressPage', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => clearSession());

  it('shows a new member real zeros, locked achievements and empty charts', async () => {
    stubApi({});
    renderPage();
    await screen.findByRole('heading', { name: 'Weight Progress' });
    expect(figure('Total Workouts')).toBe('0');
    expect(figure('Current Streak')).toBe('0days');
    // Never max(current, 7): the longest streak comes from history.
    expect(figure('Longest Streak')).toBe('0days');
    expect(screen.getByText('0 of 6 earned')).toBeInTheDocument();
    expect(screen.getAllByText('(locked)')).toHaveLength(6);
    expect(screen.getByText('1 more workout')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready when you are' })).toBeInTheDocument();
    expect(screen.getByText('No weight recorded yet.')).toBeInTheDocument();
    expect(screen.getByText('No completed workouts in the last 12 weeks.')).toBeInTheDocument();
    // Start and current are the onboarding weight until a weigh-in is recorded.
    expect(screen.getByText('0% to your goal')).toBeInTheDocument();
  });

  it('computes weight progress, achievements and charts from real data', async () => {
    stubApi({
      stats: {
        currentStreak: 2,
        longestStreak: 5,
        totalWorkouts: 11,
        weekly: [
          { weekStart: '2026-02-16', count: 0 },
          { weekStart: '2026-02-23', count: 4 },
          { weekStart: '2026-03-02', count: 7 },
        ],
        lastWorkoutDate: '2026-03-05',
      },
      profile: { targetWeight: 160 },
      weight: {
        first: weighIn('a', '180', '2026-02-01'),
        latest: weighIn('b', '175', '2026-03-01'),
        weeks: [
          { week: '2026-02-23', value: '175', count: 1 },
          { week: '2026-01-26', value: '180', count: 1 },
        ],
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Weight Progress' });
    // 180 -> 160: at 175, a quarter of the way.
    expect(screen.getByText('25% to your goal')).toBeInTheDocument();
    expect(screen.getByText('5 of 20 lbs lost')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Weight progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(figure('Longest Streak')).toBe('5days');
    expect(screen.getByText('3 of 6 earned')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2-day streak!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your best is 5 days. Work out tomorrow to make it 3.'),
    ).toBeInTheDocument();
    expect(screen.getByText("You're 15 lbs from your target weight.")).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Weekly average weight from 180 lbs in the week of Jan 26 to 175 lbs in the week of Feb 23',
      }),
    ).toBeInTheDocument();
    // Each chart is its own lazy module: the second may arrive after the first.
    expect(
      await screen.findByRole('img', {
        name: '11 workouts over the last 3 weeks, at most 7 in one week',
      }),
    ).toBeInTheDocument();
  });

  it('says why there is no trend yet: one weigh-in, or all of them in one week', async () => {
    stubApi({
      weight: {
        first: weighIn('a', '180', '2026-03-02'),
        latest: weighIn('a', '180', '2026-03-02'),
        weeks: [{ week: '2026-03-02', value: '180', count: 1 }],
      },
    });
    const first = renderPage();
    expect(
      await screen.findByText('One weigh-in so far: add another to see a trend.'),
    ).toBeInTheDocument();
    first.unmount();

    stubApi({
      weight: {
        first: weighIn('a', '180', '2026-03-02'),
        latest: weighIn('b', '179', '2026-03-04'),
        weeks: [{ week: '2026-03-02', value: '179.5', count: 2 }],
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'All your weigh-ins are from one week: weigh in another week to see a trend.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the personal records the server summarised, without reading the history', async () => {
    const fetchMock = stubApi({
      records: {
        recordsSet: 3,
        bests: [
          {
            name: 'Barbell Bench Press',
            exerciseId: 'Barbell_Bench_Press',
            loadType: 'barbell',
            records: { heaviestWeight: 225, bestEstimatedOneRepMax: 262.5, mostReps: 8 },
            lastRecordDate: '2026-03-05',
          },
        ],
        byExercise: {},
        recordDates: {},
        lastLogged: {},
        latestLoggedAt: '2026-03-05T18:00:00.000Z',
      },
    });
    renderPage();
    expect(await screen.findByText('3 records set so far')).toBeInTheDocument();
    const lift = screen.getByRole('link', { name: /Barbell Bench Press/ });
    expect(lift).toHaveAttribute('href', '/exercises/Barbell_Bench_Press');
    expect(lift).toHaveTextContent('Heaviest 225 lbs · est. 1RM 262.5 lbs');
    const urls = fetchMock.mock.calls.map(([url]) => url.split('?')[0]);
    expect(urls).not.toContain(`/api/workouts/${USER_ID}`);
  });

  it("shows this week's volume per muscle, planned and done, on the body map", async () => {
    stubApi({
      volume: [
        { muscle: 'chest', planned: 14, done: 7 },
        { muscle: 'quadriceps', planned: 8, done: 8 },
        { muscle: 'lats', planned: 6, done: 0 },
      ],
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Sets per muscle this week' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chest7 of 14 sets',
      'Quadriceps8 of 8 sets',
      'Lats0 of 6 sets',
    ]);
    expect(
      await screen.findByRole('img', { name: "This week's volume on the body map" }),
    ).toBeInTheDocument();
  });

  it('says when no sets are planned or done this week', async () => {
    stubApi({ volume: [] });
    renderPage();
    expect(await screen.findByText('No sets planned or done this week yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === `/api/stats/${USER_ID}` && fail) return jsonResponse(500, { message: 'boom' });
      if (url === `/api/stats/${USER_ID}`) return jsonResponse(200, emptyStats);
      if (url === `/api/user/${USER_ID}`)
        return jsonResponse(200, { currentWeight: null, targetWeight: null });
      if (url.startsWith('/api/workouts/week/')) return jsonResponse(200, weekPlan());
      if (url === `/api/measurements/${USER_ID}/weight`) {
        return jsonResponse(200, { first: null, latest: null, weeks: [] });
      }
      if (url === `/api/records/${USER_ID}`) {
        return jsonResponse(200, {
          recordsSet: 0,
          bests: [],
          byExercise: {},
          recordDates: {},
          lastLogged: {},
          latestLoggedAt: null,
        });
      }
      return jsonResponse(200, []);
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Weight Progress' });
    expect(
      screen.getByText(/Set a target weight in your account settings to track your progress./),
    ).toBeInTheDocument();
  });
});
