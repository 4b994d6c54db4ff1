import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOGOUT_MS } from '#common/constants.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { resetIdleLogoutForTests } from '#web/lib/idle-logout.ts';
import { getSessionUser, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse } from '#web/test/render.tsx';
import { startIdleLogout } from './idle-logout-notice.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('startIdleLogout', () => {
  it('signs the member out after 5 idle minutes and says why', async () => {
    vi.useFakeTimers();
    resetIdleLogoutForTests();
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    setSessionUser({
      id: 'u-1',
      email: 'sam@example.com',
      firstName: 'Sam',
      isAdmin: false,
      goals: [],
    });
    render(<Toaster />);
    const stop = startIdleLogout();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IDLE_LOGOUT_MS);
    });
    stop();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(getSessionUser()).toBeNull();
    expect(
      screen.getByText('You were signed out after 5 minutes of inactivity.', { exact: true }),
    ).toBeInTheDocument();
  });
});
