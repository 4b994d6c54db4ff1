import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeneratedWorkout, SavedWorkout } from '#common/schemas/workouts.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { isIdleLogoutPaused, resetIdleLogoutForTests } from '#web/lib/idle-logout.ts';
import { readPageFirst } from '#web/app/page-data.ts';
import {
  clearSession,
  getSessionUser,
  resetSessionForTests,
  setSessionUser,
} from '#web/lib/session.ts';
import { createTestQueryClient, jsonResponse, renderRoute } from '#web/test/render.tsx';
import { readPendingLogs, syncPendingLogs } from '../lib/offline-log-queue.ts';
import { sessionStorageKey } from '../lib/persisted-session.ts';
import * as workoutModule from './workout-page.tsx';
import { WorkoutPage } from './workout-page.tsx';

const USER_ID = 'u-1';
const user = { id: USER_ID, email: 'sam@example.com', firstName: 'Sam', isAdmin: false, goals: [] };

const GENERATED: GeneratedWorkout = {
  title: 'Upper Body Builder',
  exercises: [
    { name: 'Push-ups', reps: '12-15', rest: '30', sets: 3 },
    { name: 'Plank', duration: '45 seconds', rest: '30', sets: 3 },
  ],
  estimatedMinutes: 14,
  focus: ['chest', 'core'],
  adaptations: ['Added a set of push-ups: you finished every set last time.'],
  remainingThisWeek: 2,
};

const SAVED: SavedWorkout = {
  id: 'sw-1',
  userId: USER_ID,
  name: 'Morning Burner',
  description: 'Quick one before work',
  exercises: [{ name: 'Burpees', reps: '10', rest: '30', sets: 3 }],
  timeEstimate: 9,
  difficulty: 'beginner',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const guide = (name: string) => ({
  name,
  emoji: name === 'Plank' ? '🧘' : '💪',
  difficulty: 'Intermediate',
  instructions: [`Set up for ${name}`, 'Move with control'],
  tips: ['Breathe out on the effort'],
  muscles: ['chest', 'triceps'],
  source: 'builtin',
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => Response | undefined;

function stubApi(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const custom = handler(call);
    if (custom) return custom;
    const key = `${call.method} ${url}`;
    if (key === 'POST /api/workouts/generate') return jsonResponse(200, GENERATED);
    if (key === 'POST /api/workouts')
      return jsonResponse(201, { id: 'w-1', ...(call.body as object) });
    if (key === 'GET /api/saved-workouts') return jsonResponse(200, []);
    if (url.startsWith('/api/exercises/info/')) {
      return jsonResponse(200, guide(decodeURIComponent(url.slice('/api/exercises/info/'.length))));
    }
    if (key === `GET /api/user/${USER_ID}`)
      return jsonResponse(200, { id: USER_ID, level: 'intermediate' });
    if (key === `GET /api/subscriptions/status/${USER_ID}`) {
      return jsonResponse(200, { tier: 'basic', flexCredits: 0 });
    }
    if (key === `GET /api/stats/${USER_ID}`) {
      return jsonResponse(200, {
        currentStreak: 1,
        longestStreak: 1,
        totalWorkouts: 1,
        weekly: [],
        lastWorkoutDate: null,
      });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: `no stub for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderWorkout() {
  return renderRoute(<WorkoutPage />, {
    path: '/workout',
    routes: [
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
  });
}

async function generate(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: 'Generate Workout' }));
  await screen.findByRole('heading', { name: 'Push-ups' });
}

/** A stored session of the generated workout, from its first exercise: `fields` say where it is. */
const sessionState = (fields: Record<string, unknown>) => ({
  workout: { title: GENERATED.title, exercises: GENERATED.exercises },
  exerciseIndex: 0,
  repsByExercise: [12, 45],
  finishedAt: null,
  ...fields,
});

/** A workout session this device holds, as the page stores it, saved at `savedAt`. */
function storeSession(state: object, savedAt: number) {
  localStorage.setItem(sessionStorageKey(USER_ID), JSON.stringify({ version: 1, savedAt, state }));
}

const toastWith = (text: string) => screen.findAllByText(text).then((nodes) => nodes[0]);

describe('WorkoutPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
    resetIdleLogoutForTests();
    localStorage.clear();
    setSessionUser(user);
  });
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('sends signed-out visitors home', async () => {
    clearSession();
    stubApi();
    renderWorkout();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('generates a workout and shows its title, minutes, focus, adaptations and the exercise', async () => {
    const calls = stubApi();
    const u = userEvent.setup();
    renderWorkout();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Save Workout' })).toBeDisabled();
    await generate(u);

    expect(calls.find((c) => c.url === '/api/workouts/generate')).toMatchObject({
      method: 'POST',
      body: {},
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Upper Body Builder' }),
    ).toBeInTheDocument();
    expect(screen.getByText('About 14 min')).toBeInTheDocument();
    expect(screen.getByText('Chest, Core')).toBeInTheDocument();
    expect(screen.getByText(GENERATED.adaptations[0]!)).toBeInTheDocument();
    expect(screen.getByText('2 free workouts left this week')).toBeInTheDocument();
    expect(screen.getByText('Exercise 1 of 2')).toBeInTheDocument();

    // Exercise view: emoji, name, difficulty (from the guide), target, '3 sets', side cards.
    expect(await screen.findByText('Intermediate')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Push-ups' });
    expect(within(card).getByText('12-15 reps')).toBeInTheDocument();
    expect(within(card).getByText('3 sets')).toBeInTheDocument();
    expect(within(card).getByText('💪')).toBeInTheDocument();
    expect(screen.getByText('Set 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Set progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(screen.getByText('Set up for Push-ups')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Target Muscles' })).toBeInTheDocument();
    expect(screen.getByText('Triceps')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/exercises/info/Push-ups')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Workout' })).toBeEnabled();
  });

  it('opens the upgrade prompt when the free weekly limit is reached', async () => {
    const message =
      "You've reached your weekly workout limit. The free plan includes 3 workouts per week. Upgrade for unlimited AI workouts.";
    stubApi((call) =>
      call.url === '/api/workouts/generate'
        ? jsonResponse(403, { code: 'PLAN_LIMIT', message, error: message })
        : undefined,
    );
    const u = userEvent.setup();
    renderWorkout();
    await u.click(await screen.findByRole('button', { name: 'Generate Workout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlimited AI Workouts' });
    expect(within(dialog).getByRole('link', { name: /View Plans/ })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });

  it('toasts other generation errors, or "Failed to generate workout"', async () => {
    let answer = jsonResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Coach is resting' });
    stubApi((call) => (call.url === '/api/workouts/generate' ? answer : undefined));
    const u = userEvent.setup();
    renderWorkout();
    await u.click(await screen.findByRole('button', { name: 'Generate Workout' }));
    expect(await toastWith('Coach is resting')).toBeInTheDocument();
    answer = jsonResponse(500, '<html>oops</html>');
    await u.click(screen.getByRole('button', { name: 'Generate Workout' }));
    expect(await toastWith('Failed to generate workout')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the session: sets with rests, Skip Rest, skip, completion and the log', async () => {
    const calls = stubApi();
    const u = userEvent.setup();
    const { queryClient } = renderWorkout();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await generate(u);

    // Rep adjuster: rep-based, defaults to the first number, locked while the timer runs.
    const increase = screen.getByRole('button', { name: 'Increase reps' });
    await u.click(increase);
    expect(screen.getByText('13')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Start' }));
    expect(isIdleLogoutPaused()).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(increase).toBeDisabled();
    expect(screen.getByText('Pause the timer to adjust reps')).toBeInTheDocument();
    // Once the session runs, the overview is gone.
    expect(screen.queryByText('About 14 min')).not.toBeInTheDocument();

    for (const set of [1, 2]) {
      await u.click(screen.getByRole('button', { name: 'Complete Set' }));
      expect(await screen.findByRole('heading', { name: 'Rest' })).toBeInTheDocument();
      // The exercise's own rest; 15 s more on the first rest is kept for the next one and logged.
      const rest = set === 1 ? 30 : 45;
      expect(screen.getByText(`${rest} s between sets`)).toBeInTheDocument();
      expect(screen.getByRole('timer', { name: 'Rest time remaining' })).toHaveTextContent(
        `0:${rest}`,
      );
      if (set === 1) {
        await u.click(screen.getByRole('button', { name: 'Rest 15 seconds more' }));
        expect(screen.getByText('45 s between sets')).toBeInTheDocument();
        expect(screen.getByRole('timer', { name: 'Rest time remaining' })).toHaveTextContent(
          /^0:4\d$/,
        );
      }
      expect(screen.getByRole('heading', { name: 'Up Next' })).toBeInTheDocument();
      expect(screen.getByText(`Set ${set + 1} of 3 · 12-15 reps`)).toBeInTheDocument();
      await u.click(screen.getByRole('button', { name: 'Skip Rest' }));
      // Back on the exercise with the timer started on its own.
      expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
      expect(screen.getByText(`Set ${set + 1} of 3`)).toBeInTheDocument();
    }
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('2 min before the next exercise')).toBeInTheDocument();
    expect(screen.getByText('Plank')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Skip Rest' }));

    expect(await screen.findByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(screen.getByText('Exercise 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('45 seconds')).toBeInTheDocument();
    // Timed exercises have no rep adjuster.
    expect(screen.queryByRole('button', { name: 'Increase reps' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Skip Exercise' }));

    expect(await screen.findByRole('heading', { name: 'Workout Complete!' })).toBeInTheDocument();
    expect(screen.queryByText(/Exercise \d of 2/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/workouts')).toBe(true),
    );
    const log = calls.find((c) => c.method === 'POST' && c.url === '/api/workouts')!;
    expect(log.body).toMatchObject({
      userId: USER_ID,
      title: 'Upper Body Builder',
      completed: true,
      date: toLocalIsoDate(),
      exercises: [
        { name: 'Push-ups', completedSets: 3, repsDone: 13, skipped: false, rest: '45' },
        { name: 'Plank', completedSets: 0, skipped: true },
      ],
    });
    expect(typeof (log.body as { duration: number }).duration).toBe('number');
    expect(await screen.findByText('Saved to your history')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/stats', USER_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/workouts', USER_ID] });
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/workouts')).toHaveLength(1);
    expect(isIdleLogoutPaused()).toBe(false);

    const figures = screen.getByRole('heading', { name: 'Workout Complete!' }).parentElement!;
    expect(within(figures).getByText('Exercise')).toBeInTheDocument();
    expect(within(figures).getByText('of 2')).toBeInTheDocument();
    expect(within(figures).getByText('Minutes')).toBeInTheDocument();
    expect(within(figures).getByText('Calories')).toBeInTheDocument();
    expect(await screen.findByText('1 day streak')).toBeInTheDocument();
    // Stats are read only after the log is stored (a read racing it would cache a stale count).
    const logIndex = calls.findIndex((c) => c.method === 'POST' && c.url === '/api/workouts');
    const statsIndex = calls.findIndex((c) => c.url === `/api/stats/${USER_ID}`);
    expect(statsIndex).toBeGreaterThan(logIndex);
    expect(
      await screen.findByRole('heading', { name: 'Create Your Achievement Card' }),
    ).toBeInTheDocument();

    const backLinks = screen.getAllByRole('link', { name: 'Back to Dashboard' });
    expect(backLinks).toHaveLength(2); // the header's arrow and the completion view's button
    await u.click(backLinks[1]!);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows a retry when the log fails', async () => {
    let fail = true;
    stubApi((call) =>
      call.method === 'POST' && call.url === '/api/workouts' && fail
        ? jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' })
        : undefined,
    );
    const u = userEvent.setup();
    renderWorkout();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Skip Exercise' }));
    await u.click(await screen.findByRole('button', { name: 'Skip Exercise' }));
    expect(await screen.findByText('Your workout could not be saved.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Saved to your history')).toBeInTheDocument();
  });

  it('keeps a log made offline with its client id and shows it saved once the queue sends it', async () => {
    let offline = true;
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.url === '/api/workouts' && offline) {
        throw new TypeError('Failed to fetch');
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderWorkout();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Skip Exercise' }));
    await u.click(await screen.findByRole('button', { name: 'Skip Exercise' }));
    expect(
      await screen.findByText('Saved on this phone — it will sync when the connection is back'),
    ).toBeInTheDocument();
    const queued = readPendingLogs(USER_ID);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    // The loads keep the unit they were typed in: a switch before the sync changes no weight.
    expect(queued[0]!.units).toBe('imperial');
    act(() => setSessionUser({ ...user, units: 'metric' }));

    offline = false;
    await act(() => syncPendingLogs(USER_ID));
    expect(await screen.findByText('Saved to your history')).toBeInTheDocument();
    expect(readPendingLogs(USER_ID)).toEqual([]);
    const logs = calls.filter((c) => c.method === 'POST' && c.url === '/api/workouts');
    expect(logs).toHaveLength(2);
    // The same log both times, in the unit it was made in: the server stores it once.
    expect(logs[1]!.body).toEqual(logs[0]!.body);
    expect(logs[1]!.body).toMatchObject({ units: 'imperial' });
  });

  it('saves the workout: name required, then POST with time estimate and difficulty', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.url === '/api/saved-workouts'
        ? jsonResponse(201, { ...SAVED, name: 'Push day' })
        : undefined,
    );
    const u = userEvent.setup();
    renderWorkout();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Save Workout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Workout' });
    const name = within(dialog).getByLabelText('Workout Name');
    expect(name).toHaveValue('Upper Body Builder');
    await u.clear(name);
    await u.type(name, '   ');
    await u.click(within(dialog).getByRole('button', { name: 'Save Workout' }));
    expect(within(dialog).getByText('Please enter a workout name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.url === '/api/saved-workouts' && c.method === 'POST')).toBe(false);

    await u.clear(name);
    await u.type(name, '  Push day ');
    await u.type(within(dialog).getByLabelText('Description (optional)'), 'Chest and core');
    await u.click(within(dialog).getByRole('button', { name: 'Save Workout' }));
    expect(await toastWith('Workout saved successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/saved-workouts' && c.method === 'POST')!;
    expect(post.body).toEqual({
      userId: USER_ID,
      name: 'Push day',
      description: 'Chest and core',
      exercises: GENERATED.exercises,
      timeEstimate: 14,
      difficulty: 'intermediate',
      units: 'imperial',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a free member refused by the plan limit sees the message and the upgrade prompt', async () => {
    const message = 'Saving workouts is available on the Basic plan and above.';
    stubApi((call) => {
      if (call.url === `/api/subscriptions/status/${USER_ID}`) {
        return jsonResponse(200, { tier: 'free', flexCredits: 0 });
      }
      if (call.method === 'POST' && call.url === '/api/saved-workouts') {
        return jsonResponse(403, { code: 'PLAN_LIMIT', message, error: message });
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderWorkout();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Save Workout' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Save Workout' })).getByRole('button', {
        name: 'Save Workout',
      }),
    );
    expect(await toastWith(message)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Saved Workouts' })).toBeInTheDocument();
  });

  it('a basic member at 5 saved workouts sees the message without the upgrade prompt', async () => {
    const message =
      'You can save up to 5 workouts on the Basic plan. Delete one or upgrade to Pro for unlimited saved workouts.';
    stubApi((call) =>
      call.method === 'POST' && call.url === '/api/saved-workouts'
        ? jsonResponse(403, { code: 'PLAN_LIMIT', message, error: message })
        : undefined,
    );
    const u = userEvent.setup();
    renderWorkout();
    await generate(u);
    await screen.findByText('Intermediate');
    await u.click(screen.getByRole('button', { name: 'Save Workout' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Save Workout' })).getByRole('button', {
        name: 'Save Workout',
      }),
    );
    expect(await toastWith(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Saved Workouts' })).not.toBeInTheDocument();
  });

  it('lists saved workouts before a session, loads and deletes them', async () => {
    let saved = [SAVED];
    const calls = stubApi((call) => {
      if (call.url === '/api/saved-workouts' && call.method === 'GET')
        return jsonResponse(200, saved);
      if (call.url === '/api/saved-workouts/sw-1' && call.method === 'DELETE') {
        saved = [];
        return jsonResponse(200, { success: true });
      }
      return undefined;
    });
    const u = userEvent.setup();
    renderWorkout();
    expect(await screen.findByRole('heading', { name: 'Saved Workouts' })).toBeInTheDocument();
    expect(screen.getByText('Morning Burner')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Load Workout' }));
    expect(await toastWith('Workout Loaded')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Burpees' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Morning Burner' })).toBeInTheDocument();
    expect(screen.getByText('About 9 min')).toBeInTheDocument();

    // Still listed (not started); once started, the list goes away.
    expect(screen.getByRole('heading', { name: 'Saved Workouts' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Delete Morning Burner' }));
    expect(await toastWith('Workout deleted successfully!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/saved-workouts/sw-1')).toBe(
      true,
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Saved Workouts' })).not.toBeInTheDocument(),
    );
  });

  it('hides the saved list while a workout is in progress', async () => {
    stubApi((call) =>
      call.url === '/api/saved-workouts' ? jsonResponse(200, [SAVED]) : undefined,
    );
    const u = userEvent.setup();
    renderWorkout();
    await generate(u);
    expect(await screen.findByRole('heading', { name: 'Saved Workouts' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByRole('heading', { name: 'Saved Workouts' })).not.toBeInTheDocument();
  });

  it('toasts a failed delete as a failed delete, or with the server message', async () => {
    stubApi((call) => {
      if (call.url === '/api/saved-workouts') return jsonResponse(200, [SAVED]);
      if (call.method === 'DELETE') return jsonResponse(500, '');
      return undefined;
    });
    const u = userEvent.setup();
    renderWorkout();
    await u.click(await screen.findByRole('button', { name: 'Delete Morning Burner' }));
    expect(await toastWith('Failed to delete workout')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save workout')).not.toBeInTheDocument();
  });

  it('resumes a session from storage; a rest that ended while away is applied', async () => {
    stubApi();
    const now = Date.now();
    const state = sessionState({
      currentSet: 1,
      phase: 'rest',
      timer: { startedAt: null, accumulatedMs: 0 },
      rest: { kind: 'exercise', durationS: 120, endsAt: now - 5_000 },
      completedSets: [3, 0],
      sessionStartedAt: now - 300_000,
    });
    storeSession(state, now - 1000);
    renderWorkout();
    // The 120 s rest ended 5 s ago: the next exercise is on, its timer running since then.
    expect(await screen.findByRole('heading', { name: 'Plank' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/0:0[5-7]/);
    const stored = JSON.parse(localStorage.getItem(sessionStorageKey(USER_ID))!);
    expect(stored.state).toMatchObject({ phase: 'exercise', exerciseIndex: 1 });
  });

  it('restores a running rest countdown from its end time', async () => {
    stubApi();
    const now = Date.now();
    const state = sessionState({
      currentSet: 2,
      phase: 'rest',
      timer: { startedAt: null, accumulatedMs: 0 },
      rest: { kind: 'set', durationS: 30, endsAt: now + 20_000 },
      completedSets: [1, 0],
      sessionStartedAt: now - 60_000,
    });
    storeSession(state, now);
    renderWorkout();
    expect(await screen.findByRole('timer', { name: 'Rest time remaining' })).toHaveTextContent(
      /0:(20|19)/,
    );
  });

  it('keeps the screen awake during a session and releases the lock at the end', async () => {
    stubApi();
    const release = vi.fn().mockResolvedValue(undefined);
    const request = vi.fn().mockResolvedValue({ released: false, release });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    try {
      const u = userEvent.setup();
      renderWorkout();
      await generate(u);
      expect(request).not.toHaveBeenCalled();
      await u.click(screen.getByRole('button', { name: 'Start' }));
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      await u.click(screen.getByRole('button', { name: 'Skip Exercise' }));
      await u.click(await screen.findByRole('button', { name: 'Skip Exercise' }));
      await screen.findByRole('heading', { name: 'Workout Complete!' });
      await waitFor(() => expect(release).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('Quick Start opens the exercise picker (fetched on first use), which closes and opens again', async () => {
    stubApi();
    const u = userEvent.setup();
    renderWorkout();
    await u.click(await screen.findByRole('button', { name: /Quick Start/ }));
    const picker = await screen.findByRole('dialog', { name: 'Add an exercise' });
    await u.click(within(picker).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Add Your First Exercise' }));
    expect(await screen.findByRole('dialog', { name: 'Add an exercise' })).toBeInTheDocument();
  });

  it('toggles the Flex coach slot', async () => {
    stubApi();
    const u = userEvent.setup();
    const { container } = renderWorkout();
    const slot = container.querySelector('[data-slot="flex-coach"]')!;
    expect(slot).not.toHaveAttribute('hidden');
    await u.click(screen.getByRole('button', { name: 'Hide Flex' }));
    expect(slot).toHaveAttribute('hidden');
    expect(screen.getByRole('button', { name: 'Show Flex' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shares the achievement: popups for X, Facebook and LinkedIn, copy for Instagram', async () => {
    stubApi();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn().mockResolvedValue(undefined);
    const u = userEvent.setup(); // installs its own clipboard: replace it after
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWorkout();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Skip Exercise' }));
    await u.click(await screen.findByRole('button', { name: 'Skip Exercise' }));
    await u.click(await screen.findByRole('button', { name: 'Share Achievement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Achievement' });
    await u.click(within(dialog).getByRole('button', { name: 'Share on X' }));
    const [url, target, features] = open.mock.calls[0]!;
    expect(String(url)).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=/);
    expect(decodeURIComponent(String(url))).toContain('"Upper Body Builder"');
    expect(decodeURIComponent(String(url))).toContain('0 exercises in 0 minutes');
    expect(target).toBe('_blank');
    expect(features).toBe('width=600,height=400');
    await u.click(within(dialog).getByRole('button', { name: 'Share on Facebook' }));
    expect(String(open.mock.calls[1]![0])).toContain('facebook.com/sharer');
    await u.click(within(dialog).getByRole('button', { name: 'Share on LinkedIn' }));
    expect(String(open.mock.calls[2]![0])).toContain('linkedin.com');

    await u.click(within(dialog).getByRole('button', { name: 'Copy text for Instagram' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Upper Body Builder'));
    expect(within(dialog).getByRole('button', { name: 'Copied for Instagram' })).toHaveTextContent(
      'Copied!',
    );

    writeText.mockRejectedValueOnce(new Error('denied'));
    await u.click(within(dialog).getByRole('button', { name: 'Copy text for Snapchat' }));
    expect(await toastWith('Copy failed')).toBeInTheDocument();
    expect(screen.getAllByText('Please try again').length).toBeGreaterThan(0);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('the copied indicator lasts 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWorkout();
    await generate(u);
    await u.click(screen.getByRole('button', { name: 'Skip Exercise' }));
    await u.click(await screen.findByRole('button', { name: 'Skip Exercise' }));
    await u.click(await screen.findByRole('button', { name: 'Share Achievement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Achievement' });
    await u.click(within(dialog).getByRole('button', { name: 'Copy text for Snapchat' }));
    expect(within(dialog).getByRole('button', { name: 'Copied for Snapchat' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(within(dialog).getByRole('button', { name: 'Copied for Snapchat' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(
      within(dialog).getByRole('button', { name: 'Copy text for Snapchat' }),
    ).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('asks at start-up for reads of its own start screen, and for nothing else', async () => {
    stubApi();
    const { queryClient } = renderWorkout();
    await screen.findByRole('button', { name: 'Generate Workout' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const pageReads = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash);

    const started = createTestQueryClient();
    const start = { user: getSessionUser(), search: new URLSearchParams() };
    await readPageFirst(workoutModule, started, start);
    const firstReads = started
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash);
    expect(firstReads).toHaveLength(4);
    expect(pageReads).toEqual(expect.arrayContaining(firstReads));

    // A session in progress on this device opens from storage at once: no read to wait for.
    const now = Date.now();
    const state = sessionState({
      currentSet: 1,
      phase: 'exercise',
      timer: { startedAt: now - 5_000, accumulatedMs: 0 },
      rest: null,
      completedSets: [0, 0],
      sessionStartedAt: now - 5_000,
    });
    storeSession(state, now);
    const resumed = createTestQueryClient();
    await readPageFirst(workoutModule, resumed, start);
    expect(resumed.getQueryCache().getAll()).toHaveLength(0);
  });
});
