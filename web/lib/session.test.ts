import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/render.tsx';
import {
  clearSession,
  getSession,
  initSession,
  logout,
  onSessionCleared,
  resetSessionForTests,
  setSessionNavigator,
  setSessionUser,
} from './session.ts';

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
    const stopNavigator = setSessionNavigator(navigate);
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
