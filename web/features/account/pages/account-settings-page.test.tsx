import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import {
  clearSession,
  getSessionUser,
  resetSessionForTests,
  setSessionUser,
} from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { AccountSettingsPage } from './account-settings-page.tsx';

const USER_ID = 'u-acc';
const PERIOD_END = '2026-12-21T12:00:00.000Z';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(
  options: { tier?: string; failPut?: boolean; status?: Record<string, unknown> } = {},
) {
  const calls: Call[] = [];
  const status = {
    tier: options.tier ?? 'pro',
    flexCredits: 0,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: options.tier === 'free' ? null : PERIOD_END,
    ...options.status,
  };
  const profile = {
    id: USER_ID,
    email: 'kim@example.com',
    firstName: 'Kim',
    level: 'beginner',
    goals: ['general-fitness'],
    equipment: ['no-equipment'],
    currentWeight: 170,
    targetWeight: 165,
    timeAvailable: '30',
    daysPerWeek: '3',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === `/api/subscriptions/status/${USER_ID}`) return jsonResponse(200, status);
      if (url === `/api/user/${USER_ID}` && method === 'GET') return jsonResponse(200, profile);
      if (url === `/api/user/${USER_ID}` && method === 'PUT') {
        if (options.failPut) {
          const message = 'Invalid input: targetWeight must be at least 50 lbs';
          return jsonResponse(400, { code: 'VALIDATION_FAILED', message, error: message });
        }
        Object.assign(profile, body, {
          timeAvailable: String(body.timeAvailable),
          daysPerWeek: String(body.daysPerWeek),
        });
        return jsonResponse(200, profile);
      }
      if (url === `/api/user/${USER_ID}` && method === 'DELETE') {
        if (body.password !== 'right password') {
          const message = 'Password is incorrect';
          return jsonResponse(401, { code: 'UNAUTHORIZED', message, error: message });
        }
        return jsonResponse(200, { success: true });
      }
      if (url === '/api/subscriptions/portal' && method === 'POST') {
        return jsonResponse(200, { url: 'https://billing.example.test/session/1' });
      }
      if (url === `/api/subscriptions/cancel/${USER_ID}`) {
        status.cancelAtPeriodEnd = true;
        return jsonResponse(200, {
          success: true,
          tier: status.tier,
          cancelAtPeriodEnd: true,
          currentPeriodEnd: PERIOD_END,
        });
      }
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

function renderPage() {
  setSessionUser({
    id: USER_ID,
    email: 'kim@example.com',
    firstName: 'Kim',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<AccountSettingsPage />, {
    path: '/account-settings',
    routes: [{ path: '/', element: <h1>Home</h1> }],
  });
}

/** Opens Edit Fitness Preferences once the profile has loaded. */
async function openPreferences() {
  const user = userEvent.setup();
  renderPage();
  const edit = screen.getByRole('button', { name: 'Edit' });
  await waitFor(() => expect(edit).toBeEnabled());
  await user.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Fitness Preferences' });
  return { user, dialog };
}

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

const longDate = new Date(PERIOD_END).toLocaleDateString('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

describe('AccountSettingsPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("saves the member's own bar and plates for the plate calculator", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('region', { name: 'Bar & plates' });
    const bar = within(card).getByRole('textbox', { name: 'Bar (lbs)' });
    await waitFor(() => expect(bar).toHaveValue('45'));
    expect(within(card).getByRole('button', { name: '45 lbs plates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.clear(bar);
    await user.type(bar, '35');
    await user.click(within(card).getByRole('button', { name: '45 lbs plates' }));
    await user.click(within(card).getByRole('button', { name: 'Save bar and plates' }));
    await toastShown('Bar and plates saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      plates: { units: 'imperial', bar: 35, plates: [35, 25, 10, 5, 2.5] },
    });
  });

  it('cancels a paid plan after a confirmation stating until when access lasts', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await waitFor(() => expect(screen.getByText(`Renews on`)).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/upgrade');
    expect(screen.queryByRole('link', { name: 'Buy Credits' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(`until ${longDate}`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() =>
      expect(
        screen.getByText(`Your plan stays active until ${longDate}, then moves to Free.`),
      ).toBeInTheDocument(),
    );
    expect(
      calls.some((c) => c.method === 'POST' && c.url === `/api/subscriptions/cancel/${USER_ID}`),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('warns about a failed renewal and opens the billing portal to update the card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      status: {
        paymentPastDue: true,
        paymentAttemptCount: 1,
        nextPaymentAttempt: PERIOD_END,
        canManageBilling: true,
      },
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByText('Your last payment failed.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      `We will try again on ${longDate}. Update your card to keep your Pro plan`,
    );
    await user.click(screen.getByRole('button', { name: 'Update Payment Method' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.example.test/session/1'),
    );
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/subscriptions/portal')).toBe(
      true,
    );
  });

  it('has no payment-method button without a card on file (dev payments)', async () => {
    stubApi();
    renderPage();
    await waitFor(() => expect(screen.getByText('Renews on')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Update Payment Method' })).toBeNull();
    expect(screen.queryByText('Your last payment failed.')).toBeNull();
  });

  it('offers Flex Credits on the free plan and no cancellation', async () => {
    stubApi({ tier: 'free' });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
        'href',
        '/buy-credits',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('edits the fitness preferences, with Update Failed on a server error', async () => {
    const calls = stubApi();
    const { user, dialog } = await openPreferences();
    await user.selectOptions(within(dialog).getByLabelText('Fitness level'), 'advanced');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Barbell' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kettlebells' }));
    await user.selectOptions(within(dialog).getByLabelText('Time per workout'), '15');
    await user.selectOptions(within(dialog).getByLabelText('Days per week'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastShown('Preferences updated');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      units: 'imperial',
      level: 'advanced',
      goals: ['general-fitness'],
      equipment: ['no-equipment', 'barbell', 'kettlebells'],
      timeAvailable: 15,
      daysPerWeek: 7,
      currentWeight: 170,
      targetWeight: 165,
    });
    await waitFor(() => expect(screen.getByText('15 minutes')).toBeInTheDocument());
  });

  it('refuses preferences without a goal before sending anything', async () => {
    const calls = stubApi();
    const { user, dialog } = await openPreferences();
    await user.click(within(dialog).getByRole('checkbox', { name: 'General Fitness' }));
    await user.type(within(dialog).getByLabelText('Target weight (lbs)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one goal');
    await user.click(within(dialog).getByRole('checkbox', { name: 'General Fitness' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Target weight must be at most 1000 lbs',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows Update Failed with the server message', async () => {
    stubApi({ failPut: true });
    const { user, dialog } = await openPreferences();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastShown('Update Failed');
    await toastShown('Invalid input: targetWeight must be at least 50 lbs');
  });

  it('deletes the account only with the right password, then signs out', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Password is incorrect'),
    );
    expect(getSessionUser()).not.toBeNull();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
    expect(getSessionUser()).toBeNull();
  });
});
