import type { Page } from '@playwright/test';
import { expect, registerViaApi, test, toast } from './fixtures.ts';
import { E2E_BASE_URL } from './e2e-env.ts';

/*
 * Plans and payments in dev mode (no provider keys): the server needs DEV_PAYMENTS=true because
 * the end-to-end server runs with NODE_ENV=production.
 */

interface Status {
  tier: string;
  flexCredits: number;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

/** The signed-in member's id, as the web app stores it. */
async function sessionUserId(page: Page): Promise<string> {
  const id = await page.evaluate(() => sessionStorage.getItem('userId'));
  expect(id).toBeTruthy();
  return id!;
}

async function readStatus(page: Page, userId: string): Promise<Status> {
  const res = await page.request.get(`${E2E_BASE_URL}/api/subscriptions/status/${userId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Status;
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

test.describe('payments (dev mode)', () => {
  test('a free member upgrades to Pro with a promo code', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/upgrade');
    await expect(page.getByRole('heading', { name: 'Upgrade Your Plan', level: 1 })).toBeVisible();
    const free = page.getByRole('listitem', { name: 'Free plan' });
    await expect(free.getByText('Current Plan')).toBeVisible();

    const code = page.getByLabel('Promo code');
    await code.fill('notacode');
    await expect(code).toHaveValue('NOTACODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Invalid Promo Code')).toContainText('This promo code is not valid');

    await code.fill('welcome50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('WELCOME50: 50% off for 1 month')).toBeVisible();
    const pro = page.getByRole('listitem', { name: 'Pro plan' });
    await expect(pro.getByText('First payment $10.00')).toBeVisible();

    await pro.getByRole('button', { name: 'Choose Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Continue to Checkout' });
    await expect(dialog).toContainText('$19.99/month');
    await expect(dialog).toContainText('WELCOME50 (50% off for 1 month)');
    await dialog.getByRole('button', { name: 'Confirm and Pay' }).click();

    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
    await expect(page.getByText('Plan: Pro')).toBeVisible();
    // Paid members no longer see the Buy Credits / Upgrade buttons.
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);
  });

  test('a free member buys the Value pack and the dashboard shows 12 credits', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/buy-credits');
    await expect(page.getByText('Current balance: 0 Flex Credits')).toBeVisible();
    const value = page.getByRole('listitem', { name: 'Value pack' });
    await expect(value.getByText('Best Value')).toBeVisible();
    await value.getByRole('button', { name: 'Buy Value' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Value pack' });
    await expect(dialog).toContainText('Development mode: no card is charged.');
    await dialog.getByRole('button', { name: 'Pay $2.99' }).click();
    await expect(toast(page, 'Payment successful!')).toContainText('12 Flex Credits added');

    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
    await expect(page.getByText('12 Flex Credits', { exact: true })).toBeVisible();
  });

  test('a Pro member cancels and keeps access until the period end', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/account-settings');
    const userId = await sessionUserId(page);
    const checkout = await page.request.post(`${E2E_BASE_URL}/api/subscriptions/create-checkout`, {
      data: { tier: 'pro' },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const status = await readStatus(page, userId);
    expect(status.tier).toBe('pro');
    const until = longDate(status.currentPeriodEnd!);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    await expect(page.getByText(until)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText(`until ${until}`);
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();

    await expect(
      page.getByText(`Your plan stays active until ${until}, then moves to Free.`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    expect((await readStatus(page, userId)).cancelAtPeriodEnd).toBe(true);
  });
});
