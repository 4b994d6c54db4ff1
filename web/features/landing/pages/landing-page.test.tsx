import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { LandingPage } from './landing-page.tsx';

const STATS_URL = '/api/public/stats';

/** Answers `/api/public/stats` with `answer` (a Response, or a rejection for a network error). */
function stubStats(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    String(input) === STATS_URL ? answer() : Promise.resolve(jsonResponse(404, {})),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const strip = () => screen.getByRole('region', { name: 'FlexCoach in numbers' });

/** The strip's items as "value label" pairs, in order. */
function stripItems() {
  return within(strip())
    .queryAllByRole('term')
    .map((term) => `${term.nextElementSibling?.textContent ?? ''} ${term.textContent ?? ''}`);
}

describe('LandingPage', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => clearSession());

  it('shows the real figures, formatted, once the answer arrives', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubStats(() => new Promise((resolve) => (answer = resolve)));
    renderRoute(<LandingPage />);

    // Waiting: nothing at all in the strip (no placeholder numbers), but the strip is there.
    expect(fetchMock).toHaveBeenCalledWith(STATS_URL);
    expect(stripItems()).toEqual([]);

    answer(jsonResponse(200, { members: 12_345, workoutsCompleted: 1_234_567, exercises: 873 }));
    await waitFor(() => expect(stripItems()).toHaveLength(4));
    expect(stripItems()).toEqual([
      '12,345 Members',
      '1,234,567 Workouts completed',
      '873 Exercises in the library',
      '24/7 Flex coaching, day and night',
    ]);
    expect(screen.queryByText(/10K\+|50K\+|95%|Success Rate|Active Users/)).not.toBeInTheDocument();
  });

  it('leaves out a count of zero (a fresh install shows the exercises and 24/7)', async () => {
    stubStats(async () => jsonResponse(200, { members: 0, workoutsCompleted: 0, exercises: 873 }));
    renderRoute(<LandingPage />);
    await waitFor(() => expect(stripItems()).not.toEqual([]));
    expect(stripItems()).toEqual([
      '873 Exercises in the library',
      '24/7 Flex coaching, day and night',
    ]);
  });

  it('shows only the 24/7 item when the server fails', async () => {
    stubStats(async () =>
      jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' }),
    );
    renderRoute(<LandingPage />);
    await waitFor(() => expect(stripItems()).toEqual(['24/7 Flex coaching, day and night']));
  });

  it('shows only the 24/7 item when the network fails', async () => {
    stubStats(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute(<LandingPage />);
    await waitFor(() => expect(stripItems()).toEqual(['24/7 Flex coaching, day and night']));
  });

  it('invites a visitor to get started', async () => {
    stubStats(async () => jsonResponse(200, { members: 1, workoutsCompleted: 1, exercises: 1 }));
    renderRoute(<LandingPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Train smarter with a coach that knows you.',
    );
    expect(within(main).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    await waitFor(() => expect(stripItems()).toHaveLength(4));
  });

  it('greets a signed-in member by first name', async () => {
    setSessionUser({
      id: 'u-1',
      email: 'kim@example.com',
      firstName: 'Kim',
      isAdmin: false,
      goals: [],
    });
    stubStats(async () => jsonResponse(200, { members: 1, workoutsCompleted: 0, exercises: 1 }));
    renderRoute(<LandingPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Kim!');
    expect(within(main).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(main).getByRole('link', { name: 'Chat with Flex' })).toHaveAttribute(
      'href',
      '/flex',
    );
    expect(screen.queryByText('No credit card required')).not.toBeInTheDocument();
    await waitFor(() => expect(stripItems()).toHaveLength(3));
  });
});
