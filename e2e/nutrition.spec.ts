import { expect, registerViaApi, test, toast } from './fixtures.ts';
import { upgradeFromPage } from './training-fixtures.ts';

test.describe('nutrition tracking', () => {
  test('a basic member logs a day, reloads and sees it saved', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/dashboard');
    await upgradeFromPage(page, 'basic');
    await page.goto('/nutrition');
    await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Tracking' })).toBeVisible();
    await expect(page.getByText(/^No log for .* yet\.$/)).toBeVisible();
    await expect(page.getByText(/No logs in the last 14 days yet/)).toBeVisible();

    await page.getByLabel('Calories (kcal)').fill('2200');
    await page.getByLabel('Protein (g)').fill('150');
    await page.getByLabel('Carbs (g)').fill('200');
    await page.getByLabel('Fats (g)').fill('70');
    // 150*4 + 200*4 + 70*9 = 2030 kcal, 170 away from 2200.
    await expect(page.getByText(/differ from your macros/)).toBeVisible();
    await page.getByLabel('Calories (kcal)').fill('2030');
    await expect(page.getByText(/differ from your macros/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add 500 ml of water' }).click();
    await page.getByRole('button', { name: 'Add 250 ml of water' }).click();
    await expect(page.getByLabel('Water intake (ml)')).toHaveValue('750');
    await page.getByLabel('Notes for the day').fill('Oats, chicken and rice');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Nutrition log saved')).toBeVisible();
    await expect(page.getByText(/^Editing your saved log/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Calories over the last 14 days: 1 day/ }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Calories (kcal)')).toHaveValue('2030');
    await expect(page.getByLabel('Protein (g)')).toHaveValue('150');
    await expect(page.getByLabel('Water intake (ml)')).toHaveValue('750');
    await expect(page.getByLabel('Notes for the day')).toHaveValue('Oats, chicken and rice');

    // Saving again updates the same day.
    await page.getByRole('button', { name: 'Add 250 ml of water' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Nutrition log saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Water intake (ml)')).toHaveValue('1000');
  });

  test('a free member sees the Premium Feature card and the upgrade prompt', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/nutrition');
    await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
    await expect(page.getByLabel('Calories (kcal)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Upgrade to Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nutrition Tracking' });
    await expect(dialog.getByText('$9.99/month')).toBeVisible();
    await expect(dialog.getByText('Or Buy Flex Credits')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'View Plans & Upgrade' }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
  });
});
