import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, jsonResponse } from '#web/test/render.tsx';
import { exerciseGuideQueryOptions } from './exercise-guide.ts';
import { profileQueryOptions, useProfile, useUpdateProfile } from './profile.ts';
import { statsQueryOptions, useUserStats } from './stats.ts';
import { subscriptionStatusQueryOptions, useSubscriptionStatus } from './subscription-status.ts';
import { useWorkouts, workoutsQueryOptions } from './workouts.ts';
import { clearSession, setSessionUser } from '#web/lib/session.ts';

const USER_ID = '3f0f7a57-6a3c-4f43-9a52-6a1f0c1d2e3f';

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('shared query options', () => {
  it('key each resource by its path and parameters, and by the unit when the answer is in it', () => {
    expect(profileQueryOptions(USER_ID, 'metric').queryKey).toEqual([
      '/api/user',
      USER_ID,
      'metric',
    ]);
    expect(statsQueryOptions(USER_ID).queryKey).toEqual(['/api/stats', USER_ID]);
    expect(subscriptionStatusQueryOptions(USER_ID).queryKey).toEqual([
      '/api/subscriptions/status',
      USER_ID,
    ]);
    expect(workoutsQueryOptions(USER_ID, 'imperial').queryKey).toEqual([
      '/api/workouts',
      USER_ID,
      'imperial',
    ]);
    expect(exerciseGuideQueryOptions('Push Up / Wide').queryKey).toEqual([
      '/api/exercises/info',
      'Push Up / Wide',
    ]);
  });

  it('wait while there is no user id, then GET the resource', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { tier: 'pro', flexCredits: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ id }: { id: string | undefined }) => useSubscriptionStatus(id),
      { wrapper, initialProps: { id: undefined as string | undefined } },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ id: USER_ID });
    await waitFor(() => expect(result.current.data).toEqual({ tier: 'pro', flexCredits: 3 }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/subscriptions/status/${USER_ID}`,
      expect.objectContaining({ credentials: 'include' }),
    );
  });
});

describe('mutations invalidate through the shared options', () => {
  it('updating the profile replaces what every useProfile reader sees, then reads it again', async () => {
    let stored = { id: USER_ID, timeAvailable: 30 };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        stored = { ...stored, ...(JSON.parse(String(init.body)) as object) };
      }
      return url === `/api/user/${USER_ID}` ? jsonResponse(200, stored) : jsonResponse(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ profile: useProfile(USER_ID), update: useUpdateProfile(USER_ID) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.profile.data).toMatchObject({ timeAvailable: 30 }));
    await act(() => result.current.update.mutateAsync({ timeAvailable: 45 }));
    expect(result.current.profile.data).toMatchObject({ timeAvailable: 45 });
    const gets = fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET');
    expect(gets).toHaveLength(2); // the first read, and the read again after the update
  });

  it('a unit switch reads again what is in the unit (history, profile), and nothing else', async () => {
    setSessionUser({ id: USER_ID, firstName: 'Ana', isAdmin: false, units: 'metric' } as never);
    let units = 'metric';
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT')
        units = (JSON.parse(String(init.body)) as { units: string }).units;
      if (url === `/api/user/${USER_ID}`) return jsonResponse(200, { id: USER_ID, units });
      if (url === `/api/workouts/${USER_ID}`) return jsonResponse(200, [{ units }]);
      if (url === `/api/stats/${USER_ID}`) return jsonResponse(200, { totalWorkouts: 1 });
      return jsonResponse(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        workouts: useWorkouts(USER_ID),
        stats: useUserStats(USER_ID),
        update: useUpdateProfile(USER_ID),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.workouts.data).toEqual([{ units: 'metric' }]));
    await waitFor(() => expect(result.current.stats.data).toBeDefined());
    await act(() => result.current.update.mutateAsync({ units: 'imperial' }));
    await waitFor(() => expect(result.current.workouts.data).toEqual([{ units: 'imperial' }]));
    const reads = (url: string) =>
      fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === 'GET')
        .length;
    expect(reads(`/api/workouts/${USER_ID}`)).toBe(2);
    expect(reads(`/api/stats/${USER_ID}`)).toBe(1);
  });
});
