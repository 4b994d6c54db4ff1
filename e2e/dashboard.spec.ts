import { documentScrollWidth, expect, registerViaApi, test } from './fixtures.ts';
import { E2E_BASE_URL } from './e2e-env.ts';

test.describe('dashboard', () => {
  test('a new member sees real figures and the upgrade prompt for nutrition', async ({ page }) => {
    const member = await registerViaApi(page.request);
    await page.goto('/dashboard');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome back, ${member.firstName}!`,
    );
    await expect(page.getByText('Free', { exact: true })).toBeVisible();
    const stat = (name: string) => page.getByRole('group', { name, exact: true });
    await expect(stat('Streak').getByText('0', { exact: true })).toBeVisible();
    await expect(stat('Workouts').getByText('0', { exact: true })).toBeVisible();
    // No weigh-in yet: the onboarding weight is both start and current (170 -> 165).
    await expect(stat('Progress').getByText('0%', { exact: true })).toBeVisible();
    await expect(stat('Weight').getByText('170 lbs', { exact: true })).toBeVisible();
    await expect(stat('Weight').getByText('Target: 165 lbs', { exact: true })).toBeVisible();

    await expect(page.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
      'href',
      '/buy-credits',
    );
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute(
      'href',
      '/upgrade',
    );

    const exportWorkouts = page.getByRole('button', { name: 'Export Workouts', exact: true });
    await expect(exportWorkouts).toBeDisabled();
    await expect(page.getByText('Complete a workout first to export data')).toBeVisible();

    await page.getByRole('button', { name: /Nutrition Tracking/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nutrition Tracking' });
    await expect(dialog).toBeVisible();
    const plans = dialog.getByRole('list', { name: 'Available on' }).getByRole('listitem');
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText('Basic');
    await expect(plans.nth(0)).toContainText('$9.99');
    await expect(plans.nth(1)).toContainText('Pro');
    await expect(plans.nth(1)).toContainText('$19.99');
    await expect(plans.nth(2)).toContainText('Premium');
    await expect(plans.nth(2)).toContainText('$29.99');
    await expect(dialog.getByRole('link', { name: 'Or Buy Flex Credits' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
  });

  test('the top of the page shows before any script runs, and the app takes it over in place', async ({
    page,
    browser,
  }) => {
    const member = await registerViaApi(page.request);
    const heading = `Welcome back, ${member.firstName}!`;
    // Without JavaScript: what the server paints (decision 029).
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
    });
    const painted = await noScript.newPage();
    await painted.goto('/dashboard');
    await expect(painted.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(painted.getByRole('link', { name: 'FlexCoach home' })).toBeVisible();
    const before = await painted.getByRole('heading', { level: 1 }).boundingBox();
    await noScript.close();

    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Streak', exact: true })).toBeVisible();
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const after = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(after).not.toBeNull();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1);
  });

  test('a signed-out visitor is sent home', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  });

  test('the dashboard fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerViaApi(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Streak', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Workouts', exact: true })).toBeVisible();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
