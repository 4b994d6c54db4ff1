import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { ACCESS_REFRESH_RELOAD_MS, accessRefresh, RequireAuth } from './require-auth.tsx';

const member = { id: 'u-1', email: 'sam@example.com', firstName: 'Sam', isAdmin: false, goals: [] };

function renderGuarded(props: { admin?: 'redirect' | 'deny'; refreshAccess?: boolean }) {
  return renderRoute(
    <RequireAuth {...props}>
      <h1>Admin content</h1>
    </RequireAuth>,
    { path: '/admin/blog', routes: [{ path: '/', element: <p>Home page</p> }] },
  );
}

beforeEach(() => {
  resetSessionForTests();
  resetToastsForTests();
});
afterEach(() => {
  clearSession();
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /', async () => {
    clearSession();
    renderGuarded({ admin: 'deny' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('redirects a member to / with admin="redirect"', async () => {
    setSessionUser(member);
    renderGuarded({ admin: 'redirect' });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows Access Denied without the refresh button by default', () => {
    setSessionUser(member);
    renderGuarded({ admin: 'deny' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Refresh Admin Access' })).not.toBeInTheDocument();
  });

  it('refreshes the user from /api/auth/me and reloads the page after 1 s', async () => {
    setSessionUser(member);
    const fetchMock = vi.fn(async () => jsonResponse(200, { ...member, isAdmin: true }));
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.spyOn(accessRefresh, 'reload').mockImplementation(() => {});
    renderGuarded({ admin: 'deny', refreshAccess: true });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Refresh Admin Access' }));

    expect(await screen.findByRole('heading', { name: 'Admin content' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      isAdmin: true,
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(ACCESS_REFRESH_RELOAD_MS);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the spec message when the refresh fails, and does not reload', async () => {
    setSessionUser(member);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { message: 'Internal Server Error' })),
    );
    const reload = vi.spyOn(accessRefresh, 'reload').mockImplementation(() => {});
    renderGuarded({ admin: 'deny', refreshAccess: true });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Admin Access' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Could not update admin access. Please try again.').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Admin Access' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, ACCESS_REFRESH_RELOAD_MS + 100));
    expect(reload).not.toHaveBeenCalled();
  });
});
