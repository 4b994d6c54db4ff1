import { expect, registerViaApi, test, toast } from './fixtures.ts';

/*
 * The first page of a fresh browser context. In two full CI runs on a 2-core runner, one of these
 * journeys saw the page's scripts all arrive within 0.4 s and the renderer then show "Loading" for
 * about 11 s before the page rendered (the trace shows no request pending). The cause is not yet
 * found, so the first paint alone gets 25 s; every later step keeps the 10 s of the config.
 */
const FIRST_PAINT = { timeout: 25_000 };

test.describe('body measurements', () => {
  test('a new member adds weight and waist in one submit and sees both in the history', async ({
    page,
  }) => {
    await registerViaApi(page.request);
    await page.goto('/measurements');
    await expect(page.getByRole('heading', { level: 1, name: 'Body Measurements' })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByText('No weight measurements yet.', { exact: false })).toBeVisible();

    const addAll = page.getByRole('button', { name: 'Add All' });
    await expect(addAll).toBeDisabled();
    await page.getByLabel('Weight (lbs)').fill('168.4');
    await page.getByLabel('Waist (inches)').fill('33.5');
    await expect(addAll).toBeEnabled();
    await addAll.click();

    await expect(toast(page, '2 measurement(s) added successfully')).toBeVisible();
    await expect(page.getByLabel('Weight (lbs)')).toHaveValue('');
    await expect(page.getByLabel('Waist (inches)')).toHaveValue('');
    await expect(addAll).toBeDisabled();

    const weights = page.getByRole('list', { name: 'Weight history' });
    await expect(weights.getByText('168.4 lbs', { exact: true })).toBeVisible();
    await expect(weights.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('radio', { name: 'Waist' }).click();
    const waists = page.getByRole('list', { name: 'Waist history' });
    await expect(waists.getByText('33.5 in', { exact: true })).toBeVisible();

    // Stored on the server: still there after a reload.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Weight history' }).getByText('168.4 lbs', { exact: true }),
    ).toBeVisible();
  });

  test('a member changes workout settings and deletes a measurement', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/measurements');
    await expect(page.getByRole('heading', { level: 1, name: 'Body Measurements' })).toBeVisible(
      FIRST_PAINT,
    );

    const time = page.getByLabel('Time per workout');
    await expect(time).toHaveValue('30');
    await time.selectOption('90');
    await expect(toast(page, 'Workout duration updated successfully')).toBeVisible();
    await page.getByLabel('Days per week').selectOption('5');
    await expect(toast(page, 'Workout frequency updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Time per workout')).toHaveValue('90');
    await expect(page.getByLabel('Days per week')).toHaveValue('5');

    await page.getByLabel('Thighs (inches)').fill('22');
    await page.getByRole('button', { name: 'Add All' }).click();
    await expect(toast(page, '1 measurement(s) added successfully')).toBeVisible();
    await page.getByRole('radio', { name: 'Thighs' }).click();
    const thighs = page.getByRole('list', { name: 'Thighs history' });
    await thighs.getByRole('button', { name: /^Delete thighs 22 in/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this measurement?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Measurement deleted')).toBeVisible();
    await expect(page.getByText('No thighs measurements yet.', { exact: false })).toBeVisible();
  });
});
