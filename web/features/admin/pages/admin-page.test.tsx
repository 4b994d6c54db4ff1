import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import type { AdminOverview, BackupStatus } from '#common/schemas/admin.ts';
import { AdminPage } from './admin-page.tsx';

const OVERVIEW = '/api/admin/overview';

const figures: AdminOverview = {
  generatedAt: '2026-11-21T12:00:00.000Z',
  members: { total: 1234, byTier: { free: 1000, basic: 120, pro: 90, premium: 24 } },
  workoutsThisWeek: { completed: 321, since: '2026-11-15' },
  revenueThisMonth: {
    totalCents: 345_678,
    plansCents: 300_000,
    creditsCents: 45_678,
    payments: 57,
    since: '2026-11-01T00:00:00.000Z',
  },
  pageViewsThisWeek: { views: 9876, since: '2026-11-14T12:00:00.000Z' },
};

/** The backup card's status: a recent backup, nothing to warn about. */
const backups: BackupStatus = {
  schedule: '03:00 UTC',
  keep: 7,
  lastSuccess: { at: '2026-11-21T03:00:00.000Z', bytes: 2048, file: 'a.backup.gz' },
  lastFailure: null,
  running: false,
  warning: null,
};

function stubOverview(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string) =>
    url === OVERVIEW
      ? answer()
      : url === '/api/admin/backups'
        ? jsonResponse(200, backups)
        : jsonResponse(404, { message: 'not stubbed' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(isAdmin: boolean | null) {
  if (isAdmin === null) clearSession();
  else
    setSessionUser({ id: 'u-1', email: 'ada@example.com', firstName: 'Ada', isAdmin, goals: [] });
  return renderRoute(<AdminPage />, {
    path: '/admin',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });
}

const card = (label: string) => screen.getByRole('listitem', { name: label });

beforeEach(() => {
  resetSessionForTests();
});
afterEach(() => {
  clearSession();
});

describe('AdminPage', () => {
  it('redirects a signed-out visitor and a member to / without asking for the figures', async () => {
    const fetchMock = stubOverview(() => jsonResponse(200, figures));
    const { unmount } = renderPage(null);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    unmount();
    renderPage(false);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(OVERVIEW, expect.anything());
  });

  it('shows the live figures: members per tier, workouts, revenue split and page views', async () => {
    stubOverview(() => jsonResponse(200, figures));
    renderPage(true);
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading figures...',
    );

    const members = await screen.findByRole('listitem', { name: 'Members' });
    expect(members).toHaveTextContent('1,234');
    for (const [tier, n] of [
      ['Free', '1,000'],
      ['Basic', '120'],
      ['Pro', '90'],
      ['Premium', '24'],
    ]) {
      expect(within(members).getByText(tier!).nextSibling).toHaveTextContent(n!);
    }
    expect(card('Workouts completed this week')).toHaveTextContent('321');
    expect(card('Workouts completed this week')).toHaveTextContent('since Nov 15');
    const revenue = card('Revenue this month');
    expect(revenue).toHaveTextContent('$3,456.78');
    expect(within(revenue).getByText('Plans').nextSibling).toHaveTextContent('$3,000.00');
    expect(within(revenue).getByText('Credit packs').nextSibling).toHaveTextContent('$456.78');
    expect(revenue).toHaveTextContent('57 payments since Nov 1');
    expect(card('Page views this week')).toHaveTextContent('9,876');
  });

  it('links to the admin tools and all eight policy pages', async () => {
    stubOverview(() => jsonResponse(200, figures));
    renderPage(true);
    for (const [name, href] of [
      [/^Members/, '/admin/members'],
      [/Blog Management/, '/admin/blog'],
      [/Affiliate Management/, '/admin/affiliate'],
      [/Spreadsheet Export/, '/admin/sheets'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Refund Policy', '/refund-policy'],
      ['Health Disclaimer', '/health-disclaimer'],
      ['Cancellation Policy', '/cancellation-policy'],
      ['Payment Policy', '/payment-policy'],
      ['Flex Credits Policy', '/flex-credits-policy'],
      ['Affiliate Policy', '/affiliate-policy'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await screen.findByRole('listitem', { name: 'Members' });
  });

  it('shows an error with the server message and retries', async () => {
    let fail = true;
    const fetchMock = stubOverview(() =>
      fail
        ? jsonResponse(500, { code: 'INTERNAL', message: 'Internal Server Error' })
        : jsonResponse(200, figures),
    );
    renderPage(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the figures.');
    expect(alert).toHaveTextContent('Internal Server Error');
    expect(screen.queryByRole('listitem', { name: 'Members' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Members' })).toHaveTextContent('1,234');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === OVERVIEW)).toHaveLength(2),
    );
  });
});
