import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAffiliate, PendingCommission } from '#common/schemas/affiliate.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { AdminAffiliatePage } from './admin-affiliate-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const AFFILIATES = '/api/admin/affiliates';
const PENDING = '/api/admin/affiliates/commissions/pending';

const affiliate = (overrides: Partial<AdminAffiliate>): AdminAffiliate => ({
  id: 'a-1',
  firstName: 'Alex',
  lastName: '',
  email: 'alex@example.com',
  referralCode: 'alex',
  totalReferrals: 9,
  totalEarnings: 5400,
  pendingEarnings: 5400,
  status: 'active',
  paypalEmail: 'alex@paypal.test',
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

const pendingRow: PendingCommission = {
  id: 'p-1',
  affiliateId: 'a-1',
  affiliateName: 'Alex',
  affiliateEmail: 'alex@example.com',
  amount: 5400,
  createdAt: '2026-11-20T10:00:00.000Z',
};

type Handler = (call: Call) => Response | undefined;

function stubApi(
  data: { affiliates: AdminAffiliate[]; pending: PendingCommission[] },
  handler: Handler = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, url, body };
      calls.push(call);
      const handled = handler(call);
      if (handled) return handled;
      if (url === AFFILIATES && method === 'GET') return jsonResponse(200, data.affiliates);
      if (url === PENDING && method === 'GET') return jsonResponse(200, data.pending);
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

function renderPage(isAdmin = true) {
  setSessionUser({ id: 'admin-1', email: 'ada@example.com', firstName: 'Ada', isAdmin, goals: [] });
  return renderRoute(<AdminAffiliatePage />, { path: '/admin/affiliate' });
}

const toastShown = (text: string | RegExp) =>
  waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));

const gets = (calls: Call[], url: string) =>
  calls.filter((c) => c.method === 'GET' && c.url === url).length;

const card = (label: string) =>
  within(screen.getByRole('region', { name: 'Summary' }))
    .getByText(label, { exact: true })
    .closest('li') as HTMLElement;

describe('AdminAffiliatePage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => clearSession());

  it('shows Access Denied to a non-admin and calls nothing', async () => {
    const calls = stubApi({ affiliates: [], pending: [] });
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the four summary cards and both tables', async () => {
    stubApi({
      affiliates: [
        affiliate({}),
        affiliate({
          id: 'a-2',
          firstName: 'Bea',
          email: 'bea@example.com',
          referralCode: 'bea',
          status: 'suspended',
          totalReferrals: 1,
          totalEarnings: 200,
          pendingEarnings: 0,
        }),
        affiliate({
          id: 'a-3',
          firstName: 'Cy',
          email: 'cy@example.com',
          referralCode: 'cy',
          status: 'under-review',
        }),
      ],
      pending: [pendingRow],
    });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Affiliate Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
    expect(card('Total Affiliates')).toHaveTextContent('3');
    expect(card('Total Affiliates')).toHaveTextContent('1 active');
    expect(card('Pending Payouts')).toHaveTextContent('1');
    expect(card('Pending Amount')).toHaveTextContent('$54.00');
    expect(card('Active Rate')).toHaveTextContent('33%');

    const pendingTable = screen.getByRole('region', { name: 'Pending payouts table' });
    expect(pendingTable).toHaveAttribute('tabindex', '0');
    const headers = within(pendingTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Affiliate', 'Email', 'Amount', 'Date', 'Actions']);
    const [, row] = within(pendingTable).getAllByRole('row');
    expect(row).toHaveTextContent('Alex');
    expect(row).toHaveTextContent('alex@example.com');
    expect(row).toHaveTextContent('$54.00');
    expect(row).toHaveTextContent('Nov 20, 2026');
    expect(within(row!).getByRole('button', { name: /Approve Payout/ })).toBeInTheDocument();

    const all = screen.getByRole('region', { name: 'All affiliates table' });
    expect(
      within(all)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Affiliate',
      'Email',
      'Referral Code',
      'Referrals',
      'Total Earnings',
      'Pending',
      'Status',
      'Actions',
    ]);
    const rows = within(all).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('alex9$54.00$54.00Active');
    expect(within(rows[0]!).getByRole('button', { name: 'Suspend Alex' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Suspended');
    expect(within(rows[1]!).getByRole('button', { name: 'Activate Bea' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Under-review');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('shows 0% Active Rate and empty tables when there are no affiliates', async () => {
    stubApi({ affiliates: [], pending: [] });
    renderPage();
    await screen.findByRole('region', { name: 'Summary' });
    expect(card('Active Rate')).toHaveTextContent('0%');
    expect(card('Pending Amount')).toHaveTextContent('$0.00');
    expect(screen.getByText('No payout requests right now.')).toBeInTheDocument();
    expect(screen.getByText('No affiliates yet.')).toBeInTheDocument();
  });

  it('approves a payout after a confirmation and refreshes both lists', async () => {
    const calls = stubApi({ affiliates: [affiliate({})], pending: [pendingRow] }, (call) =>
      call.method === 'POST' && call.url === '/api/admin/affiliates/a-1/payout'
        ? jsonResponse(200, {
            success: true,
            payoutId: 'po-1',
            amountCents: 5400,
            commissionsPaid: 9,
            method: 'manual',
            message: 'Marked as paid',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Payout for Alex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    expect(dialog).toHaveTextContent('$54.00');
    await user.click(within(dialog).getByRole('button', { name: 'Approve Payout' }));
    await toastShown('Payout Approved');
    await toastShown(/approved and marked as paid\. Send it by manual transfer/);
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({ url: '/api/admin/affiliates/a-1/payout', body: undefined });
    await waitFor(() => expect(gets(calls, PENDING)).toBe(2));
    expect(gets(calls, AFFILIATES)).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says Approval Failed with the server message', async () => {
    stubApi({ affiliates: [affiliate({})], pending: [pendingRow] }, (call) =>
      call.method === 'POST'
        ? jsonResponse(409, {
            code: 'CONFLICT',
            message: 'There are no pending commissions to pay',
            error: 'There are no pending commissions to pay',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Payout for Alex' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve Payout' }),
    );
    await toastShown('Approval Failed');
    await toastShown('There are no pending commissions to pay');
  });

  it('falls back to the generic approval message', async () => {
    stubApi({ affiliates: [affiliate({})], pending: [pendingRow] }, (call) =>
      call.method === 'POST' ? jsonResponse(500, 'Internal Server Error') : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve Payout for Alex' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve Payout' }),
    );
    await toastShown('Could not approve the payout. Please try again.');
  });

  it('suspends and activates after a confirmation, with Update Failed on error', async () => {
    let fail = false;
    const calls = stubApi(
      {
        affiliates: [
          affiliate({}),
          affiliate({ id: 'a-2', firstName: 'Bea', referralCode: 'bea', status: 'suspended' }),
        ],
        pending: [],
      },
      (call) => {
        if (call.method !== 'PATCH') return undefined;
        if (fail) return jsonResponse(500, 'Internal Server Error');
        return jsonResponse(200, affiliate({ status: (call.body as { status: string }).status }));
      },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Suspend Alex' }));
    let dialog = await screen.findByRole('dialog', { name: 'Suspend this affiliate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Suspend Alex' }));
    dialog = await screen.findByRole('dialog', { name: 'Suspend this affiliate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await toastShown('Affiliate Updated');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/admin/affiliates/a-1/status',
      body: { status: 'suspended' },
    });
    await waitFor(() => expect(gets(calls, AFFILIATES)).toBe(2));

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Activate Bea' }));
    dialog = await screen.findByRole('dialog', { name: 'Activate this affiliate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await toastShown('Update Failed');
    await toastShown('Could not update the affiliate. Please try again.');
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)).toMatchObject({
      url: '/api/admin/affiliates/a-2/status',
      body: { status: 'active' },
    });
  });
});
