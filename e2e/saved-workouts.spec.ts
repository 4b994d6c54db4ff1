import { expect, test, toast } from './fixtures.ts';
import {
  generateWorkout,
  signUpMember,
  toastBehindModal,
  upgradeFromPage,
} from './training-fixtures.ts';

test.describe('saved workouts', () => {
  test('a Basic member saves, loads and deletes a workout', async ({ page }) => {
    await signUpMember(page, { firstName: 'Morgan' });
    await page.goto('/workout');
    await upgradeFromPage(page, 'basic');

    const total = await generateWorkout(page);
    const name = `Morning Burner ${Date.now().toString(36)}`;

    // Save: the name is required.
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Workout' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Workout Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save Workout' }).click();
    await expect(dialog.getByText('Please enter a workout name')).toBeVisible();
    await dialog.getByLabel('Workout Name').fill(name);
    await dialog.getByLabel('Description (optional)').fill('Before work, no equipment');
    await dialog.getByRole('button', { name: 'Save Workout' }).click();
    await expect(toast(page, 'Workout saved successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Before a session starts the saved list is offered; loading replaces the workout.
    const list = page.getByRole('region', { name: 'Saved Workouts' });
    const item = list.getByRole('listitem').filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${total} exercise`);
    await item.getByRole('button', { name: 'Load Workout' }).click();
    await expect(toast(page, 'Workout Loaded')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(`Exercise 1 of ${total}`, { exact: true })).toBeVisible();

    // Once the session runs, the list steps aside.
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(list).toBeHidden();

    // Finish it; on the next visit no session is in progress, so the list is back.
    await page.getByRole('button', { name: 'Pause' }).click();
    for (let n = 1; n <= total; n += 1) {
      await page.getByRole('button', { name: 'Skip Exercise' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
    await page.goto('/workout');
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(toast(page, 'Workout deleted successfully!')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('a free member is shown the plan limit and the upgrade prompt', async ({ page }) => {
    await signUpMember(page);
    await generateWorkout(page);
    await page.getByRole('button', { name: 'Save Workout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Workout' });
    await dialog.getByRole('button', { name: 'Save Workout' }).click();
    // The message is toasted while the upgrade prompt opens over it.
    await expect(
      toastBehindModal(page, 'Saving workouts is available on the Basic plan and above.'),
    ).toBeVisible();
    const prompt = page.getByRole('dialog', { name: 'Saved Workouts' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: /View Plans/ })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });
});
