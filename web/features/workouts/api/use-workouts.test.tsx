import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStats } from '#web/api/stats.ts';
import { workoutsQueryOptions } from '#web/api/workouts.ts';
import { createTestQueryClient, jsonResponse } from '#web/test/render.tsx';
import { useLogWorkout } from './use-workouts.ts';

const USER_ID = '3f0f7a57-6a3c-4f43-9a52-6a1f0c1d2e3f';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useLogWorkout', () => {
  it("logging a workout invalidates the member's stats and workout history", async () => {
    let logged = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/workouts' && init?.method === 'POST') {
        logged += 1;
        return jsonResponse(201, { id: 'w-1' });
      }
      if (url === `/api/stats/${USER_ID}`) return jsonResponse(200, { totalWorkouts: logged });
      return jsonResponse(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ stats: useUserStats(USER_ID), log: useLogWorkout(USER_ID) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.stats.data).toMatchObject({ totalWorkouts: 0 }));
    queryClient.setQueryData(workoutsQueryOptions(USER_ID, 'imperial').queryKey, []);
    await act(() =>
      result.current.log.mutateAsync({
        clientId: '9a4c1f2e-8d7b-4e6a-9c3b-2f1e0d9c8b7a',
        userId: USER_ID,
        title: 'Push day',
        exercises: [],
        duration: 600,
        completed: true,
        date: '2026-11-24',
      }),
    );
    await waitFor(() => expect(result.current.stats.data).toMatchObject({ totalWorkouts: 1 }));
    expect(
      queryClient.getQueryState(workoutsQueryOptions(USER_ID, 'imperial').queryKey)?.isInvalidated,
    ).toBe(true);
  });
});
