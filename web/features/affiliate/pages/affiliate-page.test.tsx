import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateStats } from '#common/schemas/affiliate.ts';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { AffiliatePage } from './affiliate-page.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const error = (status: number, code: string, message: string) =>
  jsonResponse(status, { code, message, error: message });

function buildStats(overrides: Partial<AffiliateStats['affiliate']> = {}): AffiliateStats {
  return {
    affiliate: {
      id: 'aff-1',
      referralCode: 'sam',
      status: 'active',
      totalReferrals: 2,
      totalEarnings: 1000,
      pendingEarnings: 400,
      paidEarnings: 600,
      commissionRate: 20,
      paypalEmail: null,
      totalClicks: 5,
      conversions: 1,
      payoutRequest: null,
      createdAt: '2026-10-01T10:00:00.000Z',
      ...overrides,
    },
    referrals: [
      {
        id: 'r-2',
        status: 'converted',
        createdAt: '2026-11-02T10:00:00.000Z',
        convertedAt: '2026-11-03T10:00:00.000Z',
      },
      { id: 'r-1', status: 'pending', createdAt: '2026-10-20T10:00:00.000Z', convertedAt: null },
    ],
    commissions: [
      {
        id: 'c-2',
        createdAt: '2026-11-03T10:00:00.000Z',
        tier: 'pro',
        amount: 400,
        status: 'pending',
      },
      {
        id: 'c-1',
        createdAt: '2026-10-03T10:00:00.000Z',
        tier: 'premium',
        amount: 600,
        status: 'paid',
      },
    ],
  };
}

type Handler = (call: Call) => Response | undefined;

/** Stubs fetch; `stats` is the current answer of GET /api/affiliate/stats (null: 404). */
function stubApi(initial: AffiliateStats | null, handler: Handler = () => undefined) {
  const calls: Call[] = [];
  const state = { stats: initial };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, url, body };
      calls.push(call);
      const handled = handler(call);
      if (handled) return handled;
      if (url === '/api/affiliate/stats' && method === 'GET') {
        return state.stats
          ? jsonResponse(200, state.stats)
          : error(404, 'NOT_FOUND', 'Not an affiliate');
      }
      if (url === '/api/affiliate/track-share') return jsonResponse(200, { success: true });
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return { calls, state };
}

function renderPage() {
  setSessionUser({
    id: 'u-1',
    email: 'sam@example.com',
    firstName: 'Sam',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<AffiliatePage />, { path: '/affiliate' });
}

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

const statsGets = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url === '/api/affiliate/stats').length;

describe('AffiliatePage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => {
    clearSession();
  });

  it('shows the programme terms to a non-affiliate and joins with a PayPal email', async () => {
    const { calls, state } = stubApi(null, (call) => {
      if (call.url === '/api/affiliate/register') {
        state.stats = buildStats({ paypalEmail: 'sam@paypal.test' });
        return jsonResponse(201, state.stats);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('20% recurring commission')).toBeInTheDocument();
    expect(screen.getByText('$2.00 per month')).toBeInTheDocument();
    expect(screen.getByText('$4.00 per month')).toBeInTheDocument();
    expect(screen.getByText('$6.00 per month')).toBeInTheDocument();
    expect(screen.getByText('30-day cookie')).toBeInTheDocument();
    expect(screen.getByText('$50.00 minimum payout')).toBeInTheDocument();
    expect(screen.getByText(/7-14 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Affiliate Policy' })).toHaveAttribute(
      'href',
      '/affiliate-policy',
    );

    await user.click(screen.getByRole('button', { name: 'Join Affiliate Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join the Affiliate Program' });
    const email = within(dialog).getByLabelText('PayPal Email (optional)');
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Join Now' }));
    expect(within(dialog).getByText('Please enter a valid PayPal email address')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/affiliate/register')).toBe(false);

    await user.clear(email);
    await user.type(email, 'sam@paypal.test');
    await user.click(within(dialog).getByRole('button', { name: 'Join Now' }));

    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
    const register = calls.find((c) => c.url === '/api/affiliate/register');
    expect(register).toMatchObject({ method: 'POST', body: { paypalEmail: 'sam@paypal.test' } });
    expect(screen.getByTestId('referral-code')).toHaveTextContent('sam');
    expect(screen.getByLabelText('Referral link')).toHaveValue(`${window.location.origin}/sam`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('joins without a PayPal email', async () => {
    const { calls, state } = stubApi(null, (call) => {
      if (call.url === '/api/affiliate/register') {
        state.stats = buildStats();
        return jsonResponse(201, state.stats);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join Affiliate Program' }));
    await user.click(await screen.findByRole('button', { name: 'Join Now' }));
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/affiliate/register')?.body).toEqual({
      paypalEmail: null,
    });
  });

  it('explains Registration Failed for an existing affiliate, closes the dialog and refetches', async () => {
    const { calls, state } = stubApi(null, (call) => {
      if (call.url === '/api/affiliate/register') {
        state.stats = buildStats();
        return error(409, 'CONFLICT', 'You are already an affiliate');
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join Affiliate Program' }));
    await user.click(await screen.findByRole('button', { name: 'Join Now' }));
    await toastShown('Registration Failed');
    expect(screen.getAllByText(/already an affiliate\. Refresh the page/).length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
    expect(statsGets(calls)).toBe(2);
  });

  it('shows other registration errors and keeps the dialog open', async () => {
    stubApi(null, (call) =>
      call.url === '/api/affiliate/register'
        ? error(500, 'INTERNAL', 'Internal Server Error')
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join Affiliate Program' }));
    await user.click(await screen.findByRole('button', { name: 'Join Now' }));
    await toastShown('Registration Failed');
    expect(screen.getByRole('dialog', { name: 'Join the Affiliate Program' })).toBeInTheDocument();
  });

  it('shows the totals in dollars, the referrals and the commissions', async () => {
    stubApi(buildStats());
    renderPage();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const tile = (label: string) =>
      within(totals).getByText(label, { exact: true }).closest('li') as HTMLElement;
    expect(tile('Total Referrals')).toHaveTextContent('2');
    expect(tile('Total Referrals')).toHaveTextContent('1 converted');
    expect(tile('Total Earnings')).toHaveTextContent('$10.00');
    expect(tile('Pending')).toHaveTextContent('$4.00');
    expect(tile('Paid')).toHaveTextContent('$6.00');

    const referrals = screen.getByRole('list', { name: 'Referrals' });
    const referralRows = within(referrals).getAllByRole('listitem');
    expect(referralRows).toHaveLength(2);
    expect(referralRows[0]).toHaveTextContent('Converted');
    expect(referralRows[0]).toHaveTextContent('Converted Nov 3, 2026');
    expect(referralRows[1]).toHaveTextContent('Pending');

    const commissions = screen.getByRole('list', { name: 'Commissions' });
    const commissionRows = within(commissions).getAllByRole('listitem');
    expect(commissionRows[0]).toHaveTextContent('$4.00');
    expect(commissionRows[0]).toHaveTextContent('Pro plan · Nov 3, 2026');
    expect(commissionRows[0]).toHaveTextContent('Pending');
    expect(commissionRows[1]).toHaveTextContent('$6.00');
    expect(commissionRows[1]).toHaveTextContent('Premium plan');
    expect(commissionRows[1]).toHaveTextContent('Paid');
  });

  it('shows empty lists for a new affiliate', async () => {
    stubApi({ ...buildStats({ totalReferrals: 0 }), referrals: [], commissions: [] });
    renderPage();
    expect(await screen.findByText(/No referrals yet/)).toBeInTheDocument();
    expect(screen.getByText(/No commissions yet/)).toBeInTheDocument();
  });

  it('shares through 600x400 popups, mailto and the clipboard, counting each share', async () => {
    const { calls } = stubApi(buildStats());
    const open = vi.fn().mockReturnValue(null);
    vi.stubGlobal('open', open);
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
    renderPage();
    const link = `${window.location.origin}/sam`;
    const encoded = encodeURIComponent(link);

    await user.click(await screen.findByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      'share',
      'width=600,height=400',
    );
    await user.click(screen.getByRole('button', { name: 'Share on X (Twitter)' }));
    expect(open.mock.lastCall?.[0]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    expect(open.mock.lastCall?.[0]).toContain(`url=${encoded}`);
    await user.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open.mock.lastCall?.[0]).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await user.click(screen.getByRole('button', { name: 'Share on WhatsApp' }));
    expect(open.mock.lastCall?.[0]).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(open).toHaveBeenCalledTimes(4);
    for (const call of open.mock.calls)
      expect(call.slice(1)).toEqual(['share', 'width=600,height=400']);

    const email = screen.getByRole('link', { name: 'Share by email' });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(email.getAttribute('href')).toContain(encoded);
    email.addEventListener('click', (e) => e.preventDefault());
    await user.click(email);

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    await toastShown('Copied!');

    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url === '/api/affiliate/track-share')
          .map((c) => (c.body as { platform: string }).platform),
      ).toEqual(['facebook', 'twitter', 'linkedin', 'whatsapp', 'email', 'copy']),
    );
  });

  it('says when copying fails', async () => {
    stubApi(buildStats());
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    await toastShown('Copy failed');
  });

  it('saves the payout email (Affiliate Updated) and reports Update Failed', async () => {
    let fail = false;
    const { calls, state } = stubApi(buildStats(), (call) => {
      if (call.url !== '/api/affiliate/payout-info') return undefined;
      if (fail) return error(500, 'INTERNAL', 'Internal Server Error');
      state.stats = buildStats({ paypalEmail: (call.body as { paypalEmail: string }).paypalEmail });
      return jsonResponse(200, state.stats);
    });
    const user = userEvent.setup();
    renderPage();
    const input = await screen.findByLabelText('PayPal Email');
    await user.type(input, 'sam@paypal.test');
    await user.click(screen.getByRole('button', { name: 'Save PayPal Email' }));
    await toastShown('Affiliate Updated');
    expect(calls.find((c) => c.url === '/api/affiliate/payout-info')).toMatchObject({
      method: 'PATCH',
      body: { paypalEmail: 'sam@paypal.test' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('PayPal Email')).toHaveValue('sam@paypal.test'),
    );

    fail = true;
    resetToastsForTests();
    await user.clear(screen.getByLabelText('PayPal Email'));
    await user.type(screen.getByLabelText('PayPal Email'), 'other@paypal.test');
    await user.click(screen.getByRole('button', { name: 'Save PayPal Email' }));
    await toastShown('Update Failed');
  });

  it('regenerates the code after a confirmation saying the old link stops working', async () => {
    const { calls, state } = stubApi(buildStats(), (call) => {
      if (call.url !== '/api/affiliate/regenerate-code') return undefined;
      state.stats = buildStats({ referralCode: 'sam1' });
      return jsonResponse(200, state.stats);
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Regenerate Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate your referral code?' });
    expect(dialog).toHaveTextContent(`${window.location.origin}/sam) stops working`);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate Code' }));
    await toastShown('Affiliate Updated');
    expect(screen.getByTestId('referral-code')).toHaveTextContent('sam1');
    expect(screen.getByLabelText('Referral link')).toHaveValue(`${window.location.origin}/sam1`);
    expect(calls.filter((c) => c.url === '/api/affiliate/regenerate-code')).toHaveLength(1);
  });

  it('reports Update Failed when regenerating fails', async () => {
    stubApi(buildStats(), (call) =>
      call.url === '/api/affiliate/regenerate-code'
        ? error(500, 'INTERNAL', 'Internal Server Error')
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Regenerate Code' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate Code' }));
    await toastShown('Update Failed');
    expect(screen.getByTestId('referral-code')).toHaveTextContent('sam');
  });

  it('explains what a payout request is missing', async () => {
    stubApi(buildStats({ pendingEarnings: 4600 }));
    renderPage();
    const button = await screen.findByRole('button', { name: 'Request Payout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Add a PayPal email to request a payout. You need $4.00 more in pending earnings (minimum $50.00).',
    );
  });

  it('requests a payout with an email and at least $50.00 pending, then shows it as requested', async () => {
    const { calls, state } = stubApi(
      buildStats({ paypalEmail: 'sam@paypal.test', pendingEarnings: 5400 }),
      (call) => {
        if (call.url !== '/api/affiliate/request-payout') return undefined;
        state.stats = buildStats({
          paypalEmail: 'sam@paypal.test',
          pendingEarnings: 5400,
          payoutRequest: { id: 'p-1', amountCents: 5400, requestedAt: '2026-11-20T10:00:00.000Z' },
        });
        return jsonResponse(201, { success: true, payoutId: 'p-1', amountCents: 5400 });
      },
    );
    const user = userEvent.setup();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Request Payout' });
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Request a payout?' });
    expect(dialog).toHaveTextContent('$54.00 to sam@paypal.test');
    await user.click(within(dialog).getByRole('button', { name: 'Request Payout' }));
    await toastShown('Payout requested');
    expect(await screen.findByText(/You requested \$54\.00 on Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Payout' })).toBeNull();
    expect(calls.filter((c) => c.url === '/api/affiliate/request-payout')).toHaveLength(1);
  });

  it('shows a suspended affiliate why payouts are unavailable', async () => {
    stubApi(buildStats({ status: 'suspended', paypalEmail: 'a@b.co', pendingEarnings: 9000 }));
    renderPage();
    expect(await screen.findByText(/Your affiliate account is suspended/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Payout' })).toBeDisabled();
  });

  it('offers a retry when the stats cannot be loaded', async () => {
    let fail = true;
    stubApi(buildStats(), (call) =>
      call.url === '/api/affiliate/stats' && fail
        ? error(500, 'INTERNAL', 'Internal Server Error')
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Could not load the affiliate program.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Affiliate Dashboard' })).toBeInTheDocument();
  });
});
