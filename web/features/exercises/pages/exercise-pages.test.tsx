import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueExercise, ExerciseHistory } from '#common/schemas/exercises.ts';
import { readPageFirst } from '#web/app/page-data.ts';
import { createTestQueryClient, jsonResponse, renderRoute } from '#web/test/render.tsx';
import * as libraryModule from './exercise-library-page.tsx';
import { ExerciseLibraryPage } from './exercise-library-page.tsx';
import { HistoryView } from './exercise-page.tsx';

const exercise = (id: string, name: string): CatalogueExercise => ({
  id,
  name,
  level: 'beginner',
  category: 'strength',
  equipment: 'dumbbells',
  primaryMuscles: ['chest'],
  secondaryMuscles: ['triceps'],
  instructions: ['Press.'],
  force: 'push',
  mechanic: 'compound',
  loadType: 'dumbbell',
});

afterEach(() => vi.unstubAllGlobals());

describe('ExerciseLibraryPage', () => {
  it('searches by name and filters by muscle, a page at a time', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const params = new URL(url, 'http://x').searchParams;
        if (params.get('q') === 'bench press') {
          return jsonResponse(200, {
            total: 1,
            exercises: [exercise('Dumbbell_Bench_Press', 'Dumbbell Bench Press')],
          });
        }
        const offset = Number(params.get('offset'));
        return jsonResponse(200, {
          total: 30,
          exercises: Array.from({ length: offset === 0 ? 24 : 6 }, (_, i) =>
            exercise(`E_${offset + i}`, `Exercise ${offset + i}`),
          ),
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ExerciseLibraryPage />, { path: '/exercises' });
    expect(await screen.findByText('30 exercises')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Exercise \d+/ })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Exercise \d+/ })).toHaveLength(30),
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'bench press');
    expect(await screen.findByRole('link', { name: /Dumbbell Bench Press/ })).toHaveAttribute(
      'href',
      '/exercises/Dumbbell_Bench_Press',
    );
    expect(screen.getByText('1 exercise')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Muscle'), 'chest');
    // The search waits out its debounce first (web/test/setup.ts gives each wait 5 s).
    await waitFor(() => expect(urls.at(-1)).toContain('muscle=chest'));
  });
});

describe('the library started at its address', () => {
  it('draws the search the address asks for in its first render, read once', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const params = new URL(url, 'http://x').searchParams;
      return params.get('muscle') === 'chest' && params.get('q') === 'press'
        ? jsonResponse(200, { total: 1, exercises: [exercise('Push_Press', 'Push Press')] })
        : jsonResponse(200, { total: 0, exercises: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    const search = new URLSearchParams('q=press&muscle=chest');
    await readPageFirst(libraryModule, queryClient, { user: null, search });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    renderRoute(<ExerciseLibraryPage />, {
      path: '/exercises',
      initialEntry: `/exercises?${search.toString()}`,
      queryClient,
    });
    // No await: what the first render drew.
    expect(screen.getByRole('link', { name: /Push Press/ })).toBeInTheDocument();
    expect(screen.getByText('1 exercise')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('HistoryView', () => {
  it('shows the records in the member unit, the sessions and the 1RM chart', async () => {
    const history: ExerciseHistory = {
      exercise: { id: 'Dumbbell_Bench_Press', name: 'Dumbbell Bench Press', loadType: 'dumbbell' },
      units: 'metric',
      sessions: [
        {
          workoutId: 'w2',
          date: '2026-11-20',
          title: 'Push',
          sets: [{ reps: 8, weight: 24 }],
          effort: 'hard',
          estimatedOneRepMax: 30.4,
        },
        {
          workoutId: 'w1',
          date: '2026-11-17',
          title: 'Push',
          sets: [{ reps: 12, weight: 22 }],
          effort: null,
          estimatedOneRepMax: 30.8,
        },
      ],
      records: { heaviestWeight: 24, bestEstimatedOneRepMax: 30.8, mostReps: 12 },
      recordDates: {
        heaviestWeight: '2026-11-20',
        bestEstimatedOneRepMax: '2026-11-17',
        mostReps: '2026-11-17',
      },
      nextBefore: null,
    };
    render(<HistoryView history={history} />);
    expect(screen.getByText('24 kg')).toBeInTheDocument();
    expect(screen.getByText('30.8 kg')).toBeInTheDocument();
    expect(screen.getByText('8 × 24 kg')).toBeInTheDocument();
    expect(screen.getByText('Hard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estimated 1RM (Epley)' })).toBeInTheDocument();
  });
});
