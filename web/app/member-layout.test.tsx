import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { renderRoute } from '#web/test/render.tsx';
import { MemberLayout } from './member-layout.tsx';

const member = { id: 'u-1', email: 'sam@example.com', firstName: 'Sam', isAdmin: false, goals: [] };

/** The member layout around a stand-in page at `path` (the table says how it is framed). */
function renderAt(path: string) {
  return renderRoute(<MemberLayout />, {
    path: '/layout',
    initialEntry: path,
    routes: [
      {
        element: <MemberLayout />,
        children: [{ path, element: <h1>The page</h1> }],
      },
      { path: '/', element: <p>Home page</p> },
    ],
  });
}

beforeEach(() => {
  resetSessionForTests();
  resetToastsForTests();
});
afterEach(() => clearSession());

describe('the member layout route', () => {
  it('frames a page with the site header and the back link the route table asks for', async () => {
    setSessionUser(member);
    renderAt('/notes');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('leaves a full-screen page its own frame', async () => {
    setSessionUser(member);
    renderAt('/workout');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('gives the dashboard its header and no back link', async () => {
    setSessionUser(member);
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('guards: a visitor goes home, a member gets Access Denied on an admin page', async () => {
    clearSession();
    renderAt('/progress');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    setSessionUser(member);
    renderAt('/admin/sheets');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
  });
});
