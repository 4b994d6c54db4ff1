import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/render.tsx';
import { subscriptionStatusQueryOptions } from '#web/api/subscription-status.ts';
import {
  clearSession,
  getSession,
  initSession,
  logout,
  onSessionCleared,
  resetSessionForTests,
  setSessionUser,
} from './session.ts';
import { setNavigator } from './navigation.ts';

const user = {
  id: 'u-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  isAdmin: false,
  goals: ['build-muscle'],
  units: 'imperial' as const,
};

describe('session', () => {
  beforeEach(() => resetSessionForTests());
  afterEach(() => clearSession());

  it('stores the user, its id and email in sessionStorage', () => {
    setSessionUser(user);
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(user);
    expect(sessionStorage.getItem('userId')).toBe('u-1');
    expect(sessionStorage.getItem('userEmail')).toBe('sam@example.com');
    expect(getSession()).toEqual({ user, isAuthLoading: false });
  });

  it('restores the user from GET /api/auth/me', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, user)));
    await initSession();
    expect(getSession()).toEqual({ user, isAuthLoading: false });
    expect(sessionStorage.getItem('userId')).toBe('u-1');
  });

  it('seeds the plan and credits from /api/auth/me before the app renders with the user', async () => {
    const { queryClient } = await import('./query-client.ts');
    const subscription = {
      tier: 'pro',
      flexCredits: 3,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { ...user, subscription })));
    await initSession();
    expect(getSession().user).toEqual(user);
    expect(queryClient.getQueryData(subscriptionStatusQueryOptions('u-1').queryKey)).toEqual(
      subscription,
    );

    // A malformed status is not seeded (the page asks for it as before).
    resetSessionForTests();
    queryClient.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(200, { ...user, subscription: { tier: 'gold' } })),
    );
    await initSession();
    expect(queryClient.getQueryData(['/api/subscriptions/status', 'u-1'])).toBeUndefined();
  });

  it('starts from the answer a page painted by the server holds, with no request', async () => {
    const { queryClient } = await import('./query-client.ts');
    queryClient.clear();
    const subscription = {
      tier: 'basic',
      flexCredits: 0,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    };
    // Another account's user left in this tab's storage: the page's own answer wins.
    sessionStorage.setItem('user', JSON.stringify({ ...user, id: 'u-2', firstName: 'Old' }));
    resetSessionForTests();
    const boot = document.createElement('div');
    boot.id = 'boot';
    boot.dataset.me = JSON.stringify({ ...user, subscription });
    document.body.append(boot);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    try {
      const started = initSession();
      // At once, before any await: the first render already has the member.
      expect(getSession()).toEqual({ user, isAuthLoading: false });
      await started;
      expect(fetchMock).not.toHaveBeenCalled();
      expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual(user);
      expect(queryClient.getQueryData(subscriptionStatusQueryOptions('u-1').queryKey)).toEqual(
        subscription,
      );

      // An unreadable one is ignored: the check asks the server as before.
      resetSessionForTests();
      boot.dataset.me = '{not json';
      fetchMock.mockResolvedValue(jsonResponse(200, user));
      await initSession();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(getSession().user).toEqual(user);
    } finally {
      boot.remove();
    }
  });

  it('clears a stale stored user when /api/auth/me answers 401', async () => {
    sessionStorage.setItem('user', JSON.stringify(user));
    resetSessionForTests();
    expect(getSession().user).toEqual(user);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(401, { code: 'UNAUTHORIZED', message: 'No session' })),
    );
    await initSession();
    expect(getSession()).toEqual({ user: null, isAuthLoading: false });
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored user when the check fails for another reason', async () => {
    sessionStorage.setItem('user', JSON.stringify(user));
    resetSessionForTests();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await initSession();
    expect(getSession()).toEqual({ user, isAuthLoading: false });
  });

  it('logout calls the server, clears storage and cache, and goes home', async () => {
    setSessionUser(user);
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    const cleared = vi.fn();
    const stopNavigator = setNavigator(navigate);
    const stopCleared = onSessionCleared(cleared);
    await logout();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
    expect(sessionStorage.getItem('userEmail')).toBeNull();
    expect(getSession().user).toBeNull();
    expect(cleared).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
    stopNavigator();
    stopCleared();
  });
});
