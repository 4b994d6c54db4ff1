import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, getSession, resetSessionForTests } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { LoginPage } from './login-page.tsx';

function renderLogin() {
  return renderRoute(<LoginPage />, {
    path: '/login',
    routes: [{ path: '/', element: <h1>Home page</h1> }],
  });
}

describe('LoginPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('requires both fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: /create an account/i })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it('signs in and goes home', async () => {
    const session = {
      id: 'u-9',
      email: 'kim@example.com',
      firstName: 'Kim',
      isAdmin: true,
      goals: [],
    };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, session)));
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(getSession().user).toEqual({ ...session, units: 'imperial' });
  });

  it('shows "Login Failed" for wrong credentials', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Invalid email or password' }),
        ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText('Login Failed').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Invalid email or password').length).toBeGreaterThan(0);
    expect(getSession().user).toBeNull();
  });

  it('passes on the throttling message', async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse(429, { code: 'RATE_LIMITED', message, error: message })),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'kim@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
  });
});
