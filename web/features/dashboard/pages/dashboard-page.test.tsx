import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { readPageFirst } from '#web/app/page-data.ts';
import {
  clearSession,
  getSessionUser,
  resetSessionForTests,
  setSessionUser,
} from '#web/lib/session.ts';
import { createTestQueryClient, jsonResponse, renderRoute } from '#web/test/render.tsx';
import * as dashboardModule from './dashboard-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const USER_ID = 'u-1';

const profile = (overrides: Record<string, unknown> = {}) => ({
  id: USER_ID,
  email: 'sam@example.com',
  firstName: 'Sam',
  isAdmin: false,
  goals: ['lose-weight'],
  currentWeight: 180,
  targetWeight: 170,
  timeAvailable: '30',
  daysPerWeek: '3',
  ...overrides,
});

type Routes = Record<string, () => Response>;

function stubApi(overrides: Routes = {}) {
  const routes: Routes = {
    [`/api/subscriptions/status/${USER_ID}`]: () =>
      jsonResponse(200, { tier: 'free', flexCredits: 0 }),
    [`/api/stats/${USER_ID}`]: () =>
      jsonResponse(200, {
        currentStreak: 0,
        longestStreak: 0,
        totalWorkouts: 0,
        weekly: [],
        lastWorkoutDate: null,
        loggedWorkouts: 0,
      }),
    [`/api/user/${USER_ID}`]: () => jsonResponse(200, profile()),
    [`/api/measurements/${USER_ID}/weight`]: () =>
      jsonResponse(200, { first: null, latest: null, weeks: [] }),
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string) => {
    const route = routes[url];
    return route ? route() : jsonResponse(404, { code: 'NOT_FOUND', message: 'no stub' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The code the server sends with each status these tests use. */
const CODE_OF_STATUS: Record<number, string> = {
  404: 'NO_DATA',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

const signIn = (isAdmin = false) =>
  setSessionUser({ id: USER_ID, email: 'sam@example.com', firstName: 'Sam', isAdmin, goals: [] });

function renderDashboard(isAdmin = false) {
  signIn(isAdmin);
  return renderRoute(<DashboardPage />, { path: '/dashboard' });
}

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getAllByText(/./)[1]?.textContent;

describe('DashboardPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('shows a new free member their real (empty) figures', async () => {
    stubApi();
    renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Free', { exact: true })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Streak' });
    expect(statValue('Streak')).toBe('0');
    expect(statValue('Workouts')).toBe('0');
    // No measurement yet: start and current are the onboarding weight, so 0% of the way.
    expect(statValue('Progress')).toBe('0%');
    expect(statValue('Weight')).toBe('180 lbs');
    expect(screen.getByText('Target: 170 lbs')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Start Workout/ })).toHaveAttribute('href', '/workout');
    expect(screen.getByRole('link', { name: /Buy Credits/ })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
    expect(screen.getByRole('link', { name: /^Upgrade$/ })).toHaveAttribute('href', '/upgrade');
    expect(screen.getByRole('link', { name: /Buy Flex Credits/ })).toHaveTextContent(
      '0 credits available',
    );
    expect(screen.queryByRole('link', { name: /Admin Dashboard/ })).toBeNull();
    // No credits: no credits badge.
    expect(screen.queryByText(/^\d+ Flex Credits?$/)).toBeNull();

    const exportWorkouts = await screen.findByRole('button', { name: 'Export Workouts' });
    await waitFor(() => expect(exportWorkouts).toBeDisabled());
    expect(exportWorkouts).toHaveAccessibleDescription('Complete a workout first to export data');
    expect(document.querySelector('[data-slot="flex-coach"]')).not.toBeNull();
  });

  it('opens the upgrade prompt for Nutrition Tracking on the free plan', async () => {
    stubApi({
      [`/api/subscriptions/status/${USER_ID}`]: () =>
        jsonResponse(200, { tier: 'free', flexCredits: 3 }),
    });
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByText('Free', { exact: true });
    // A free member holding credits sees them in a badge and on the Buy Flex Credits card.
    expect(screen.getByText('3 Flex Credits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy Flex Credits/ })).toHaveTextContent(
      '3 credits available',
    );
    await user.click(screen.getByRole('button', { name: /Nutrition Tracking/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nutrition Tracking' });
    expect(within(dialog).getByText('$9.99/month')).toBeInTheDocument();
    expect(within(dialog).getByText('$19.99/month')).toBeInTheDocument();
    expect(within(dialog).getByText('$29.99/month')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Or Buy Flex Credits' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uses measurements for weight progress and shows paid-plan extras', async () => {
    const fetchMock = stubApi({
      [`/api/subscriptions/status/${USER_ID}`]: () =>
        jsonResponse(200, { tier: 'pro', flexCredits: 4 }),
      [`/api/stats/${USER_ID}`]: () =>
        jsonResponse(200, {
          currentStreak: 3,
          longestStreak: 6,
          totalWorkouts: 12,
          weekly: [],
          lastWorkoutDate: '2026-03-01',
          // One more logged than completed: the export holds every logged workout.
          loggedWorkouts: 13,
        }),
      // The first and latest weigh-ins are all the summary reads (the waist is not asked for).
      [`/api/measurements/${USER_ID}/weight`]: () =>
        jsonResponse(200, {
          first: {
            id: 'm1',
            userId: USER_ID,
            type: 'weight',
            value: '185',
            date: '2026-01-01',
            createdAt: '',
          },
          latest: {
            id: 'm2',
            userId: USER_ID,
            type: 'weight',
            value: '175',
            date: '2026-03-01',
            createdAt: '',
          },
          weeks: [
            { week: '2026-02-23', value: '175', count: 1 },
            { week: '2025-12-29', value: '185', count: 1 },
          ],
        }),
      [`/api/user/${USER_ID}`]: () =>
        jsonResponse(200, profile({ isAdmin: true, targetWeight: 165, startDate: '2026-02-01' })),
    });
    renderDashboard(true);
    expect(await screen.findByText('Pro', { exact: true })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Streak' });
    expect(statValue('Streak')).toBe('3');
    expect(statValue('Workouts')).toBe('12');
    // From 185 (recorded before the sign-up date) to 165: 175 is half way.
    expect(statValue('Progress')).toBe('50%');
    expect(statValue('Weight')).toBe('175 lbs');
    expect(screen.getByRole('link', { name: /Nutrition Tracking/ })).toHaveAttribute(
      'href',
      '/nutrition',
    );
    expect(screen.getByRole('link', { name: /Admin Dashboard/ })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: /^Upgrade$/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Export Workouts (13)' })).toBeEnabled();
    // The count comes with the stats: the dashboard never reads the whole history.
    const history = `/api/workouts/${USER_ID}`;
    expect(fetchMock.mock.calls.map(([url]) => url.split('?')[0])).not.toContain(history);
  });

  it('draws the reads the start asked for in its first render, and reads none of them again', async () => {
    const fetchMock = stubApi();
    signIn();
    const queryClient = createTestQueryClient();
    await readPageFirst(dashboardModule, queryClient, {
      user: getSessionUser(),
      search: new URLSearchParams(),
    });
    const urls = [
      `/api/subscriptions/status/${USER_ID}`,
      `/api/stats/${USER_ID}`,
      `/api/user/${USER_ID}`,
      `/api/measurements/${USER_ID}/weight`,
    ];
    const readsOf = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
    for (const url of urls) expect(readsOf(url), url).toHaveLength(1);

    renderRoute(<DashboardPage />, { path: '/dashboard', queryClient });
    // No await: what the first render drew.
    expect(screen.getByText('Free', { exact: true })).toBeInTheDocument();
    expect(statValue('Weight')).toBe('180 lbs');
    expect(statValue('Streak')).toBe('0');
    for (const url of urls) expect(readsOf(url), url).toHaveLength(1);
  });

  it("shows '-' when the weights are unknown", async () => {
    stubApi({
      [`/api/user/${USER_ID}`]: () =>
        jsonResponse(200, profile({ currentWeight: null, targetWeight: null })),
    });
    renderDashboard();
    await screen.findByRole('group', { name: 'Weight' });
    expect(statValue('Progress')).toBe('-');
    expect(statValue('Weight')).toBe('-');
    expect(screen.getByText('Target: -')).toBeInTheDocument();
  });

  it('shows an error with Retry, which reloads what failed', async () => {
    let fail = true;
    const fetchMock = stubApi({
      [`/api/stats/${USER_ID}`]: () =>
        fail
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' })
          : jsonResponse(200, {
              currentStreak: 2,
              longestStreak: 2,
              totalWorkouts: 2,
              weekly: [],
              lastWorkoutDate: null,
              loggedWorkouts: 2,
            }),
    });
    const user = userEvent.setup();
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your dashboard.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('group', { name: 'Streak' });
    expect(statValue('Streak')).toBe('2');
    expect(fetchMock.mock.calls.filter(([url]) => url === `/api/stats/${USER_ID}`)).toHaveLength(2);
  });

  describe('export', () => {
    const proStatus = {
      [`/api/subscriptions/status/${USER_ID}`]: () =>
        jsonResponse(200, { tier: 'pro', flexCredits: 0 }),
      [`/api/stats/${USER_ID}`]: () =>
        jsonResponse(200, {
          currentStreak: 1,
          longestStreak: 1,
          totalWorkouts: 1,
          weekly: [],
          lastWorkoutDate: null,
          loggedWorkouts: 1,
        }),
    };

    function fakeTab() {
      return {
        closed: false,
        opener: {} as unknown,
        location: { href: '' },
        document: { title: '', body: { textContent: '' } },
        close: vi.fn(),
      };
    }

    it('exports workouts and opens the spreadsheet in the tab opened on click', async () => {
      const tab = fakeTab();
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      let release: () => void = () => {};
      const fetchMock = stubApi({
        ...proStatus,
        [`/api/export/workouts/${USER_ID}`]: () =>
          jsonResponse(200, {
            spreadsheetUrl: '/api/export/files/f-1',
            message: 'Exported 1 workout',
            rows: 1,
          }),
      });
      const realFetch = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation(async (url: string) => {
        if (url.startsWith('/api/export/')) await new Promise<void>((r) => (release = r));
        return realFetch(url);
      });
      const user = userEvent.setup();
      renderDashboard();
      await user.click(await screen.findByRole('button', { name: 'Export Workouts (1)' }));
      // The tab is opened in the click itself (popup blockers allow it), before the answer.
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      const pending = screen.getByRole('button', { name: 'Exporting...' });
      expect(pending).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Export Measurements' })).toBeDisabled();
      release();
      expect(await screen.findByText('Export Successful!', { exact: true })).toBeInTheDocument();
      expect(screen.getAllByText('Exported 1 workout').length).toBeGreaterThan(0);
      expect(tab.location.href).toBe('/api/export/files/f-1');
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/export/workouts/${USER_ID}`,
        expect.objectContaining({ method: 'POST' }),
      );
      open.mockRestore();
    });

    it('offers a link in the toast when the new tab was blocked', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      stubApi({
        ...proStatus,
        [`/api/export/measurements/${USER_ID}`]: () =>
          jsonResponse(200, {
            spreadsheetUrl: '/api/export/files/f-2',
            message: 'Exported 4 measurements',
            rows: 4,
          }),
      });
      const user = userEvent.setup();
      renderDashboard();
      await screen.findByRole('button', { name: 'Export Workouts (1)' });
      await user.click(screen.getByRole('button', { name: 'Export Measurements' }));
      const link = await screen.findByRole('link', { name: 'Open your spreadsheet' });
      expect(link).toHaveAttribute('href', '/api/export/files/f-2');
      expect(link).toHaveAttribute('target', '_blank');
      open.mockRestore();
    });

    it.each([
      [
        'workouts',
        'Export Workouts (1)',
        404,
        'No workouts to export',
        "You haven't completed any workouts yet. Complete a workout first to export your history!",
      ],
      // The code decides, not the words: a reworded server message still gets the spec text.
      [
        'workouts',
        'Export Workouts (1)',
        404,
        'Nothing here yet',
        "You haven't completed any workouts yet. Complete a workout first to export your history!",
      ],
      [
        'workouts',
        'Export Workouts (1)',
        500,
        'Internal Server Error',
        'Unable to export workouts. Please try again.',
      ],
      [
        'measurements',
        'Export Measurements',
        404,
        'No measurements to export',
        "You haven't added any body measurements yet. Add measurements first to export them!",
      ],
      [
        'measurements',
        'Export Measurements',
        503,
        'Google Sheets export failed',
        'Unable to export measurements. Please try again.',
      ],
    ])(
      '%s export (%s) answering %i shows the spec text',
      async (kind, button, status, message, text) => {
        const tab = fakeTab();
        const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
        stubApi({
          ...proStatus,
          [`/api/export/${kind}/${USER_ID}`]: () =>
            jsonResponse(status, { code: CODE_OF_STATUS[status], message, error: message }),
        });
        const user = userEvent.setup();
        renderDashboard();
        await screen.findByRole('button', { name: 'Export Workouts (1)' });
        await user.click(screen.getByRole('button', { name: button }));
        expect(await screen.findByText('Export Failed', { exact: true })).toBeInTheDocument();
        expect(screen.getAllByText(text).length).toBeGreaterThan(0);
        expect(tab.close).toHaveBeenCalled();
        open.mockRestore();
      },
    );

    it('opens the upgrade prompt below the Pro plan instead of exporting', async () => {
      const open = vi.spyOn(window, 'open');
      const fetchMock = stubApi({
        [`/api/subscriptions/status/${USER_ID}`]: () =>
          jsonResponse(200, { tier: 'basic', flexCredits: 0 }),
      });
      const user = userEvent.setup();
      renderDashboard();
      await screen.findByText('Basic', { exact: true });
      await user.click(await screen.findByRole('button', { name: 'Export Measurements' }));
      const dialog = await screen.findByRole('dialog', { name: 'Spreadsheet Export' });
      expect(within(dialog).queryByText('$9.99/month')).toBeNull();
      expect(within(dialog).getByText('$19.99/month')).toBeInTheDocument();
      expect(within(dialog).getByText('$29.99/month')).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/export/'))).toBe(
        false,
      );
      open.mockRestore();
    });
  });
});
