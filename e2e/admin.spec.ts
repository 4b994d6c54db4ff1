import { request as playwrightRequest, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { documentScrollWidth, expect, registerViaApi, test } from './fixtures.ts';

interface Overview {
  members: { total: number; byTier: Record<'free' | 'basic' | 'pro' | 'premium', number> };
  workoutsThisWeek: { completed: number };
  revenueThisMonth: { totalCents: number; plansCents: number; creditsCents: number };
  pageViewsThisWeek: { views: number };
}

const OVERVIEW = '/api/admin/overview';
const number = (n: number) => n.toLocaleString('en-US');
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

async function signInAdmin(page: Page): Promise<void> {
  const login = await page.request.post(`${E2E_BASE_URL}/api/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** A new member, in a context of their own, who pays for Pro and completes a workout. */
async function payingMemberWithAWorkout(): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await registerViaApi(context, { firstName: 'Paige' });
    const checkout = await context.post('/api/subscriptions/create-checkout', {
      data: { tier: 'pro' },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const logged = await context.post('/api/workouts', {
      data: {
        title: 'Admin overview check',
        exercises: [{ name: 'Push-ups', reps: '10-12' }],
        duration: 600,
        completed: true,
        date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(logged.status(), await logged.text()).toBe(201);
  } finally {
    await context.dispose();
  }
}

test.describe('admin dashboard', () => {
  test('sends signed-out visitors and members to the home page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);

    await registerViaApi(page.request);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    const refused = await page.request.get(OVERVIEW);
    expect(refused.status()).toBe(403);
  });

  test('shows the admin live figures computed by the server, and its links', async ({ page }) => {
    await signInAdmin(page);
    const before = (await (await page.request.get(OVERVIEW)).json()) as Overview;
    await payingMemberWithAWorkout();

    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === OVERVIEW && res.request().method() === 'GET',
    );
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const response = await answer;
    expect(response.status()).toBe(200);
    const figures = (await response.json()) as Overview;

    // The new member's Pro payment and workout are in what the page received...
    expect(figures.members.byTier.pro).toBeGreaterThanOrEqual(before.members.byTier.pro + 1);
    expect(figures.revenueThisMonth.plansCents).toBeGreaterThanOrEqual(
      before.revenueThisMonth.plansCents + 1999,
    );
    expect(figures.workoutsThisWeek.completed).toBeGreaterThanOrEqual(
      before.workoutsThisWeek.completed + 1,
    );
    // ...and the page shows exactly that answer.
    const card = (name: string) => page.getByRole('listitem', { name, exact: true });
    const members = card('Members');
    await expect(members).toContainText(number(figures.members.total));
    for (const [label, tier] of [
      ['Free', 'free'],
      ['Basic', 'basic'],
      ['Pro', 'pro'],
      ['Premium', 'premium'],
    ] as const) {
      await expect(
        members.getByText(label, { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText(number(figures.members.byTier[tier]));
    }
    await expect(card('Workouts completed this week')).toContainText(
      number(figures.workoutsThisWeek.completed),
    );
    const revenue = card('Revenue this month');
    await expect(revenue).toContainText(dollars(figures.revenueThisMonth.totalCents));
    await expect(revenue).toContainText(`Plans${dollars(figures.revenueThisMonth.plansCents)}`);
    await expect(revenue).toContainText(
      `Credit packs${dollars(figures.revenueThisMonth.creditsCents)}`,
    );
    await expect(card('Page views this week')).toContainText(
      number(figures.pageViewsThisWeek.views),
    );

    for (const [name, href] of [
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
      await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute(
        'href',
        href,
      );
    }
    await page.screenshot({ path: test.info().outputPath('admin-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card('Members')).toBeVisible();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('admin-375.png'), fullPage: true });

    await page
      .getByRole('main')
      .getByRole('link', { name: /Blog Management/ })
      .click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/blog`);
  });

  test('takes a backup on request and shows its time and size, at phone width', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin');
    const section = page.getByRole('region', { name: 'Backups' });
    await expect(section.getByRole('button', { name: 'Back up now' })).toBeVisible();
    const taken = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/admin/backups' && res.request().method() === 'POST',
    );
    await section.getByRole('button', { name: 'Back up now' }).click();
    const status = (await (await taken).json()) as {
      lastSuccess: { bytes: number; file: string } | null;
      warning: string | null;
    };
    expect(status.warning).toBeNull();
    expect(status.lastSuccess!.bytes).toBeGreaterThan(1000);
    await expect(section.getByText(/^Last backup: .+, [\d.]+ (kB|MB)$/)).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
