import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { UpgradePage } from './upgrade-page.tsx';

const USER_ID = 'u-up';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(options: { checkout?: () => Response } = {}) {
  const calls: Call[] = [];
  let tier = 'free';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === `/api/subscriptions/status/${USER_ID}`) {
        return jsonResponse(200, {
          tier,
          flexCredits: 0,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
        });
      }
      if (url === '/api/subscriptions/validate-promo') {
        if (body.code === 'WELCOME50')
          return jsonResponse(200, { percentOff: 50, durationInMonths: 1 });
        const message = 'This promo code is not valid';
        return jsonResponse(404, { code: 'NOT_FOUND', message, error: message });
      }
      if (url === '/api/subscriptions/create-checkout') {
        if (options.checkout) return options.checkout();
        tier = body.tier;
        return jsonResponse(200, { devMode: true, tier: body.tier, sessionId: 's1' });
      }
      if (url.startsWith('/api/subscriptions/checkout-success')) {
        if (url.endsWith('session_id=good'))
          return jsonResponse(200, { success: true, tier: 'pro' });
        return jsonResponse(404, { message: 'Checkout session not found' });
      }
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

function renderPage(initialEntry = '/upgrade') {
  setSessionUser({
    id: USER_ID,
    email: 'a@example.com',
    firstName: 'Ada',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<UpgradePage />, {
    path: '/upgrade',
    initialEntry,
    routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  });
}

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

describe('UpgradePage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the plans with the current one marked and free not selectable', async () => {
    stubApi();
    renderPage();
    const free = screen.getByRole('listitem', { name: 'Free plan' });
    await waitFor(() => expect(within(free).getByText('Current Plan')).toBeInTheDocument());
    expect(within(free).queryByRole('button')).toBeNull();
    const pro = screen.getByRole('listitem', { name: 'Pro plan' });
    expect(within(pro).getByText('$19.99')).toBeInTheDocument();
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Basic plan' })).getByText('$9.99'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Premium plan' })).getByText('$29.99'),
    ).toBeInTheDocument();
  });

  it('rejects an invalid promo code, then applies WELCOME50 and checks out in dev mode', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText('Promo code');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(input, '   ');
    expect(apply).toBeDisabled();
    await user.clear(input);

    await user.type(input, 'nope');
    expect(input).toHaveValue('NOPE');
    await user.click(apply);
    await toastShown('Invalid Promo Code');
    await toastShown('This promo code is not valid');

    await user.clear(input);
    await user.type(input, 'welcome50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('WELCOME50: 50% off for 1 month'),
    );
    expect(calls.filter((c) => c.url.endsWith('validate-promo')).map((c) => c.body)).toEqual([
      { code: 'NOPE' },
      { code: 'WELCOME50' },
    ]);
    const pro = screen.getByRole('listitem', { name: 'Pro plan' });
    expect(within(pro).getByText('First payment $10.00')).toBeInTheDocument();

    await waitFor(() =>
      expect(within(pro).getByRole('button', { name: 'Choose Pro' })).toBeEnabled(),
    );
    await user.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue to Checkout' });
    expect(dialog).toHaveTextContent('Pro');
    expect(dialog).toHaveTextContent('$19.99/month');
    expect(dialog).toHaveTextContent('WELCOME50 (50% off for 1 month)');
    expect(dialog).toHaveTextContent('$10.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and Pay' }));

    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('create-checkout'))?.body).toEqual({
        userId: USER_ID,
        tier: 'pro',
        promoCode: 'WELCOME50',
      }),
    );
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument(),
      { timeout: 4000 },
    );
  });

  it('shows the blocked-popup modal, and the no-URL and failure toasts', async () => {
    let answer: () => Response = () =>
      jsonResponse(200, {
        devMode: false,
        checkoutUrl: 'https://pay.example/s',
        url: 'https://pay.example/s',
      });
    stubApi({ checkout: () => answer() });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    const basic = screen.getByRole('listitem', { name: 'Basic plan' });
    const choose = within(basic).getByRole('button', { name: 'Choose Basic' });
    await waitFor(() => expect(choose).toBeEnabled());

    await user.click(choose);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Pay' }));
    const blocked = await screen.findByRole('dialog', { name: 'Open checkout' });
    expect(open).toHaveBeenCalledWith('https://pay.example/s', '_blank');
    expect(within(blocked).getByRole('link', { name: 'Open checkout' })).toHaveAttribute(
      'href',
      'https://pay.example/s',
    );
    await user.keyboard('{Escape}');

    answer = () => jsonResponse(200, { devMode: false });
    await user.click(choose);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Pay' }));
    await toastShown('No checkout URL received. Please try again.');

    answer = () => jsonResponse(500, { message: 'Internal Server Error' });
    await user.click(screen.getByRole('button', { name: 'Confirm and Pay' }));
    await toastShown('Failed to start checkout');
    open.mockRestore();
  });

  it('opens the checkout in a new tab without the blocked-popup modal when allowed', async () => {
    stubApi({
      checkout: () =>
        jsonResponse(200, {
          devMode: false,
          checkoutUrl: 'https://pay.example/t',
          url: 'https://pay.example/t',
        }),
    });
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const user = userEvent.setup();
    renderPage();
    const choose = within(screen.getByRole('listitem', { name: 'Premium plan' })).getByRole(
      'button',
      { name: 'Choose Premium' },
    );
    await waitFor(() => expect(choose).toBeEnabled());
    await user.click(choose);
    await user.click(await screen.findByRole('button', { name: 'Confirm and Pay' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/t', '_blank'));
    expect(tab.opener).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    open.mockRestore();
  });

  it('activates the plan on return with session_id', async () => {
    const calls = stubApi();
    renderPage('/upgrade?session_id=good');
    await toastShown('Subscription activated!');
    expect(calls.some((c) => c.url === '/api/subscriptions/checkout-success?session_id=good')).toBe(
      true,
    );
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument(),
      { timeout: 4000 },
    );
  });

  it('says so when the return session cannot be activated', async () => {
    stubApi();
    renderPage('/upgrade?session_id=bad');
    await toastShown('Failed to activate subscription');
    expect(screen.getByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
  });
});
