import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests } from '#web/components/ui/use-toast.ts';
import { clearSession, resetSessionForTests, setSessionUser } from '#web/lib/session.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';
import { BuyCreditsPage } from './buy-credits-page.tsx';

// Stripe's own SDKs are the third-party boundary: Elements is replaced by a stand-in card field
// and `confirmCardPayment` by a scripted answer.
const stripeMock = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(),
  loadStripe: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripeMock.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  useStripe: () => ({ confirmCardPayment: stripeMock.confirmCardPayment }),
  useElements: () => ({ getElement: () => ({ card: true }) }),
  CardElement: ({ onChange }: { onChange: (e: { complete: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ complete: true })}>
      Fill test card
    </button>
  ),
}));

const USER_ID = 'u-cr';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(
  options: { purchase?: () => Response; confirm?: () => Response; stripe?: boolean } = {},
) {
  const calls: Call[] = [];
  let credits = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === `/api/subscriptions/status/${USER_ID}`) {
        return jsonResponse(200, {
          tier: 'free',
          flexCredits: credits,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
        });
      }
      if (url === '/api/config' && options.stripe) {
        return jsonResponse(200, {
          mailConfigured: true,
          paymentsMode: 'stripe',
          stripePublishableKey: 'pk_test_123',
        });
      }
      if (url === '/api/credits/purchase') {
        if (options.purchase) return options.purchase();
        return jsonResponse(200, { devMode: true, clientSecret: 'dev_secret', paymentId: 'pay-1' });
      }
      if (url === '/api/credits/confirm') {
        if (options.confirm) return options.confirm();
        credits += 12;
        return jsonResponse(200, { success: true, creditsAdded: 12, flexCredits: credits });
      }
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

function renderPage() {
  setSessionUser({
    id: USER_ID,
    email: 'c@example.com',
    firstName: 'Cy',
    isAdmin: false,
    goals: [],
  });
  return renderRoute(<BuyCreditsPage />, {
    path: '/buy-credits',
    routes: [{ path: '/dashboard', element: <h1>Dashboard</h1> }],
  });
}

const toastShown = (text: string) =>
  waitFor(() => expect(screen.getAllByText(text, { exact: true }).length).toBeGreaterThan(0));

async function openValuePack(user: ReturnType<typeof userEvent.setup>) {
  const value = screen.getByRole('listitem', { name: 'Value pack' });
  await user.click(within(value).getByRole('button', { name: 'Buy Value' }));
  return screen.findByRole('dialog', { name: 'Buy Value pack' });
}

describe('BuyCreditsPage', () => {
  beforeEach(() => {
    resetSessionForTests();
    resetToastsForTests();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the three packs and the balance', async () => {
    stubApi();
    renderPage();
    await waitFor(() => expect(screen.getByText('1 Flex Credit')).toBeInTheDocument());
    const packs = screen.getAllByRole('listitem');
    expect(packs.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Starter pack',
      'Value pack',
      'Power pack',
    ]);
    const value = screen.getByRole('listitem', { name: 'Value pack' });
    expect(within(value).getByText('Best Value')).toBeInTheDocument();
    expect(within(value).getByText('12 credits')).toBeInTheDocument();
    expect(within(value).getByText('Includes 2 bonus credits')).toBeInTheDocument();
    expect(within(value).getByText('$2.99')).toBeInTheDocument();
    const power = screen.getByRole('listitem', { name: 'Power pack' });
    expect(within(power).getByText('25 credits')).toBeInTheDocument();
    expect(within(power).getByText('$4.99')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Starter pack' })).getByText('$0.99'),
    ).toBeInTheDocument();
  });

  it('pays in dev mode: purchase then confirm, success toast, then the dashboard', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openValuePack(user);
    expect(dialog).toHaveTextContent('Development mode: no card is charged.');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $2.99' }));
    await toastShown('Payment successful!');
    await toastShown('12 Flex Credits added. Your balance is 13.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/credits/purchase', { userId: USER_ID, packageId: 'value' }],
      ['/api/credits/confirm', { userId: USER_ID, packageId: 'value', paymentId: 'pay-1' }],
    ]);
    await waitFor(() => expect(screen.getByText('13 Flex Credits')).toBeInTheDocument());
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument(),
      { timeout: 4000 },
    );
  });

  it('shows Payment Failed with the server message when the confirmation fails', async () => {
    const message = 'This payment was already applied';
    stubApi({ confirm: () => jsonResponse(409, { code: 'CONFLICT', message, error: message }) });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openValuePack(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $2.99' }));
    await toastShown('Payment Failed');
    await toastShown(message);
    expect(screen.getByRole('dialog', { name: 'Buy Value pack' })).toBeInTheDocument();
  });

  it('says Failed to start checkout when the purchase cannot start', async () => {
    const calls = stubApi({
      purchase: () => jsonResponse(500, { message: 'Internal Server Error' }),
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openValuePack(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $2.99' }));
    await toastShown('Failed to start checkout');
    expect(calls.some((c) => c.url === '/api/credits/confirm')).toBe(false);
  });

  describe('with Stripe configured', () => {
    beforeEach(() => {
      stripeMock.confirmCardPayment.mockReset();
      stripeMock.loadStripe.mockReset().mockResolvedValue({});
    });

    it('confirms the card with Stripe, then asks the server to apply the payment', async () => {
      stripeMock.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
      const calls = stubApi({
        stripe: true,
        purchase: () => jsonResponse(200, { clientSecret: 'pi_1_secret_x', paymentId: 'pay-9' }),
      });
      const user = userEvent.setup();
      renderPage();
      await waitFor(() => expect(calls.some((c) => c.url === '/api/config')).toBe(true));
      const dialog = await openValuePack(user);
      expect(dialog).not.toHaveTextContent('Development mode');
      const pay = await within(dialog).findByRole('button', { name: 'Pay $2.99' });
      expect(pay).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Fill test card' }));
      await user.click(pay);
      await toastShown('Payment successful!');
      expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_123');
      expect(stripeMock.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
        payment_method: { card: { card: true } },
      });
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
        ['/api/credits/purchase', { userId: USER_ID, packageId: 'value' }],
        ['/api/credits/confirm', { userId: USER_ID, packageId: 'value', paymentId: 'pay-9' }],
      ]);
    });

    it("shows Payment Failed with Stripe's message and does not confirm a declined card", async () => {
      stripeMock.confirmCardPayment.mockResolvedValue({
        error: { message: 'Your card was declined.' },
      });
      const calls = stubApi({
        stripe: true,
        purchase: () => jsonResponse(200, { clientSecret: 'pi_2_secret_x', paymentId: 'pay-10' }),
      });
      const user = userEvent.setup();
      renderPage();
      await waitFor(() => expect(calls.some((c) => c.url === '/api/config')).toBe(true));
      const dialog = await openValuePack(user);
      await user.click(await within(dialog).findByRole('button', { name: 'Fill test card' }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay $2.99' }));
      await toastShown('Payment Failed');
      await toastShown('Your card was declined.');
      expect(calls.some((c) => c.url === '/api/credits/confirm')).toBe(false);
      expect(screen.getByRole('dialog', { name: 'Buy Value pack' })).toBeInTheDocument();
    });
  });
});
