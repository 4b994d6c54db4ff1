import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { runExportTest } from '../api/run-export-test.ts';
import { AdminSheetsPage } from './admin-sheets-page.tsx';

const ADMIN_ID = 'admin-1';
const WORKOUTS = `/api/export/workouts/${ADMIN_ID}`;
const MEASUREMENTS = `/api/export/measurements/${ADMIN_ID}`;
const MASTER = '/api/admin/export/master';

type Routes = Record<string, () => Response>;

const ok = (url: string, message: string) => () =>
  jsonResponse(200, { spreadsheetUrl: url, message, rows: 1 });
const noData = (message: string) => () =>
  jsonResponse(404, { code: 'NO_DATA', message, error: message });

function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (url: string) => {
    const route = routes[url];
    return route ? route() : jsonResponse(404, { code: 'NOT_FOUND', message: 'no stub' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(isAdmin = true) {
  setSessionUser({ id: ADMIN_ID, email: 'ada@example.com', firstName: 'Ada', isAdmin, goals: [] });
  return renderRoute(<AdminSheetsPage />, { path: '/admin/sheets' });
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('AdminSheetsPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('runs the two member exports one after the other, then the master export', async () => {
    const fetchMock = stubApi({
      [WORKOUTS]: ok('/api/export/files/w', 'Exported 3 workouts'),
      [MEASUREMENTS]: ok('/api/export/files/m', 'Exported 5 measurements'),
      [MASTER]: ok('/api/export/files/all', 'Exported 20 rows to the master spreadsheet'),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Spreadsheet Export' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(
      screen.getByText(
        'All data goes to a master spreadsheet with tabs Users, Workouts, Measurements, Daily Logs and Subscription Changes.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Workouts')).getByText('Not exported yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Export Now' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Export Successful!');
    expect(status).toHaveTextContent('3 data types exported.');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const exportCalls = calls.filter(([url]) => /^\/api\/(admin\/)?export\//.test(url));
    expect(exportCalls.map(([url, init]) => [url, init.method])).toEqual([
      [WORKOUTS, 'POST'],
      [MEASUREMENTS, 'POST'],
      [MASTER, 'POST'],
    ]);
    for (const [name, href, message] of [
      ['Workouts', '/api/export/files/w', 'Exported 3 workouts'],
      ['Measurements', '/api/export/files/m', 'Exported 5 measurements'],
      ['Master Spreadsheet', '/api/export/files/all', 'Exported 20 rows to the master spreadsheet'],
    ] as const) {
      const item = card(name);
      expect(within(item).getByText(message)).toBeInTheDocument();
      const link = within(item).getByRole('link', { name: 'View Spreadsheet' });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows how far the master export is while it runs', async () => {
    let finish: (response: Response) => void = () => {};
    const master = new Promise<Response>((resolve) => (finish = resolve));
    const progress = { running: true, startedAt: '2026-11-28T04:00:00.000Z', tab: 'Workouts' };
    const fetchMock = vi.fn(async (url: string) =>
      url === MASTER
        ? master
        : url === `${MASTER}/progress`
          ? jsonResponse(200, { ...progress, rows: 1200, total: 4800 })
          : url === WORKOUTS || url === MEASUREMENTS
            ? ok('/api/export/files/x', 'Exported 1 row')()
            : jsonResponse(404, { code: 'NOT_FOUND', message: 'no stub' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Test Export Now' }));
    const masterCard = card('Master Spreadsheet');
    expect(await within(masterCard).findByText('1,200 of 4,800 rows (25%)')).toBeInTheDocument();
    expect(within(masterCard).getByText('Exporting Workouts...')).toBeInTheDocument();
    expect(
      within(masterCard).getByRole('progressbar', { name: 'Master export progress' }),
    ).toBeInTheDocument();

    finish(jsonResponse(200, { spreadsheetUrl: '/f', message: 'Exported 4800 rows', rows: 4800 }));
    expect(await within(masterCard).findByText('Exported 4800 rows')).toBeInTheDocument();
    expect(within(masterCard).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows No Data per type, and No Data to Export when both member exports have nothing', async () => {
    stubApi({
      [WORKOUTS]: noData('No workouts to export'),
      [MEASUREMENTS]: noData('No measurements to export'),
      [MASTER]: ok('/api/export/files/all', 'Exported 2 rows to the master spreadsheet'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Test Export Now' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('No Data to Export');
    expect(status).toHaveTextContent('Add some workouts or measurements first, then try again.');
    expect(within(card('Workouts')).getByText('No Data')).toBeInTheDocument();
    expect(within(card('Workouts')).getByText('No workouts to export')).toBeInTheDocument();
    expect(within(card('Measurements')).getByText('No measurements to export')).toBeInTheDocument();
  });

  it('counts the data types exported when one has no data', async () => {
    stubApi({
      [WORKOUTS]: ok('/api/export/files/w', 'Exported 1 workout'),
      [MEASUREMENTS]: noData('No measurements to export'),
      [MASTER]: ok('/api/export/files/all', 'Exported 9 rows to the master spreadsheet'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Test Export Now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Export Successful!2 data types exported.',
    );
  });

  it('shows Export Failed with the server message on any other failure', async () => {
    stubApi({
      [WORKOUTS]: ok('/api/export/files/w', 'Exported 1 workout'),
      [MEASUREMENTS]: ok('/api/export/files/m', 'Exported 1 measurement'),
      [MASTER]: () =>
        jsonResponse(503, {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Google Sheets export failed (403): denied.',
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Test Export Now' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Export Failed');
    expect(status).toHaveTextContent('Google Sheets export failed (403): denied.');
    expect(within(card('Master Spreadsheet')).getByText('Failed')).toBeInTheDocument();
  });

  it('says Not logged in when the session is gone', async () => {
    stubApi({
      [WORKOUTS]: () => jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Not logged in.' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Test Export Now' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Export Failed');
    expect(status).toHaveTextContent('Not logged in');

    const progress = vi.fn();
    await expect(runExportTest(null, progress)).resolves.toEqual({
      title: 'Export Failed',
      description: 'Not logged in',
    });
    expect(progress).not.toHaveBeenCalled();
  });

  it('denies access to non-admins', () => {
    stubApi({});
    renderPage(false);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
