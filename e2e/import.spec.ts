import path from 'node:path';
import { documentScrollWidth, expect, registerViaApi, test, toast } from './fixtures.ts';

const SAMPLES = path.join(import.meta.dirname, '..', 'server', 'features', 'imports', 'samples');

test.describe('import history', () => {
  test('a member uploads a Strong export at phone width, previews it and imports it once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await registerViaApi(page.request);
    await page.goto('/account-settings');
    const card = page.getByRole('region', { name: 'Import History' });
    await card.getByLabel('Export file').setInputFiles(path.join(SAMPLES, 'strong.csv'));

    const preview = card.getByRole('group', { name: 'Import preview' });
    await expect(preview).toContainText(
      'Strong export: 2 workouts from Oct 5, 2026 to Oct 7, 2026, 8 sets.',
    );
    await preview.getByLabel('Weights in this file are in').selectOption('kg');
    await expect(preview.getByLabel(/Bench Press \(Barbell\)/)).toHaveValue(
      'Barbell_Bench_Press_-_Medium_Grip',
    );
    // The exercise the library did not match: the member finds it in the library.
    await expect(preview.getByText(/^Zercher Carry Variation \(1 workout\)$/)).toBeVisible();
    await preview.getByLabel('Find it in the library').fill('farmer');
    await expect(preview.getByRole('option', { name: "Library: Farmer's Walk" })).toBeAttached();
    await preview.getByLabel('Import as').selectOption({ label: "Library: Farmer's Walk" });
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('import-375.png'), fullPage: true });

    await preview.getByRole('button', { name: 'Import 2 workouts' }).click();
    await expect(toast(page, 'Import complete')).toBeVisible();
    await expect(preview).toHaveCount(0);

    // The history holds them, in pounds for this imperial member (60 kg = 132.28 lbs).
    const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
    const workouts = (await (await page.request.get(`/api/workouts/${me.id}`)).json()) as {
      title: string;
      exercises: { name: string; performedSets?: { weight?: number }[] }[];
    }[];
    expect(workouts.map((w) => w.title)).toEqual(['Legs, heavy', 'Push Day']);
    expect(workouts[0]!.exercises.map((e) => e.name)).toEqual(['Barbell Squat', "Farmer's Walk"]);
    expect(workouts[1]!.exercises[0]!.performedSets![0]!.weight).toBe(132.28);

    // The same file again: nothing new.
    await card.getByLabel('Export file').setInputFiles(path.join(SAMPLES, 'strong.csv'));
    await expect(preview).toContainText('2 were imported before and will be skipped.');
    await expect(preview.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
  });

  test('a file that is not an export is refused with a clear message', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/account-settings');
    const card = page.getByRole('region', { name: 'Import History' });
    await card.getByLabel('Export file').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,age\nAda,36\n'),
    });
    await expect(card.getByRole('alert')).toContainText('This is not a Strong or Hevy CSV export');
  });
});
