import { E2E_BASE_URL } from './e2e-env.ts';
import { documentScrollWidth, expect, test } from './fixtures.ts';
import { exerciseHeading, registerLifter, upgradeFromPage } from './training-fixtures.ts';

/*
 * A lifter's own routine on a 375 px phone: built with a superset, run in the guided session with
 * a warm-up and an RPE, corrected in the history afterwards, and the record follows the
 * correction (never the warm-up).
 */

const PHONE = { width: 375, height: 812 };
const BENCH = 'Barbell Bench Press - Medium Grip';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('a routine with a superset is built, run with a warm-up and an RPE, and a set corrected afterwards', async ({
  page,
}) => {
  // A whole journey (build, run, edit): about 45 s here, more on a loaded CI machine.
  test.setTimeout(120_000);
  await registerLifter(page, {
    firstName: 'Rae',
    gender: 'female',
    equipment: ['full-gym'],
    currentWeight: 70,
    targetWeight: 68,
    timeAvailable: '60',
    daysPerWeek: '4',
  });
  await page.goto('/dashboard');
  await upgradeFromPage(page, 'basic');

  // Build: bench 2 × 5, then curls and pushdowns as superset A, 2 sets each.
  await page.goto('/routines');
  await expect(page.getByText('No routines yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New Routine' }).click();
  await page.getByRole('textbox', { name: 'Routine name' }).fill('Push Pull');
  const add = async (search: string, name: string) => {
    await page.getByRole('button', { name: 'Add exercise to Day A' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
    await dialog
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await expect(dialog).toHaveCount(0);
  };
  await add('barbell bench press medium', BENCH);
  await page.getByRole('spinbutton', { name: `${BENCH} sets` }).fill('2');
  await page.getByRole('spinbutton', { name: `${BENCH} reps from` }).fill('5');
  await page.getByRole('spinbutton', { name: `${BENCH} reps to` }).fill('5');
  await add('dumbbell bicep curl', 'Dumbbell Bicep Curl');
  await page.getByRole('spinbutton', { name: 'Dumbbell Bicep Curl sets' }).fill('2');
  await page.getByRole('combobox', { name: 'Dumbbell Bicep Curl superset' }).selectOption('A');
  await add('triceps pushdown', 'Triceps Pushdown');
  await page.getByRole('spinbutton', { name: 'Triceps Pushdown sets' }).fill('2');
  await page.getByRole('combobox', { name: 'Triceps Pushdown superset' }).selectOption('A');
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: 'Save Routine' }).click();

  const routines = page.getByRole('list', { name: 'Routines' });
  await expect(routines).toContainText(`${BENCH}2 × 5`);
  await expect(routines).toContainText('ADumbbell Bicep Curl2 × 8-12');
  await page.getByRole('button', { name: 'Start Day A of Push Pull' }).click();

  // The session: the bench first, with a warm-up ramp from the load chosen.
  await expect(page).toHaveURL(/\/workout$/);
  await expect(exerciseHeading(page)).toHaveText(BENCH);
  const load = page.getByRole('textbox', { name: 'kg', exact: true });
  await load.fill('60');
  await load.press('Enter');
  const warmups = page.getByRole('list', { name: 'Warm-up sets' });
  await expect(warmups.getByRole('spinbutton', { name: /load in kg/ })).toHaveCount(4);
  await expect(page.getByRole('spinbutton', { name: 'Warm-up set 1 load in kg' })).toHaveValue(
    '20',
  );
  await expect(page.getByRole('spinbutton', { name: 'Warm-up set 4 load in kg' })).toHaveValue(
    '50',
  );
  await page.getByRole('button', { name: 'Warm-up set 1 done' }).click();
  await page.getByRole('button', { name: 'Warm-up set 2 done' }).click();
  await expect(page.getByText('(2/4 done · optional)')).toBeVisible();
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'RPE 8: 2 reps in reserve' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();

  // The superset: curl, then straight to the pushdown; the rest after the round.
  await expect(exerciseHeading(page)).toHaveText('Dumbbell Bicep Curl');
  await expect(page.getByText('Superset A')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(exerciseHeading(page)).toHaveText('Triceps Pushdown');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(page.getByRole('region', { name: 'Up Next' })).toContainText('Dumbbell Bicep Curl');
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(exerciseHeading(page)).toHaveText('Dumbbell Bicep Curl');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(exerciseHeading(page)).toHaveText('Triceps Pushdown');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
  await expect(page.getByText('Saved to your history')).toBeVisible();

  // The record is the working sets' 60 kg; a typo corrected to 62.5 kg moves it.
  await page.goto(`/exercises/Barbell_Bench_Press_-_Medium_Grip`);
  const records = page.getByRole('definition').filter({ hasText: /kg$/ }).first();
  await expect(records).toHaveText('60 kg');
  await page.goto('/history');
  const card = page.getByRole('article', { name: 'Push Pull · Day A' });
  await card.getByRole('button', { name: /^Edit Push Pull/ }).click();
  await expect(card.getByRole('textbox', { name: `Warm-up 1 of ${BENCH}: kg` })).toHaveValue('20');
  await card.getByRole('textbox', { name: `Set 1 of ${BENCH}: kg` }).fill('62.5');
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText(`${BENCH}: 5 × 62.5 kg`);
  await page.goto(`/exercises/Barbell_Bench_Press_-_Medium_Grip`);
  await expect(records).toHaveText('62.5 kg');

  // The warm-ups and the RPE survived the correction.
  const me = (await (await page.request.get(`${E2E_BASE_URL}/api/auth/me`)).json()) as {
    id: string;
  };
  const history = (await (
    await page.request.get(`${E2E_BASE_URL}/api/workouts/${me.id}`)
  ).json()) as unknown;
  expect(JSON.stringify(history)).toContain('"kind":"warmup"');
  expect(JSON.stringify(history)).toContain('"rpe":8');
});

test('a quick session on a phone: exercises added as you go, finished, and kept as a routine', async ({
  page,
}) => {
  await registerLifter(page, {
    firstName: 'Quinn',
    gender: 'male',
    equipment: ['full-gym'],
    currentWeight: 80,
    targetWeight: 78,
    timeAvailable: '45',
    daysPerWeek: '3',
  });
  await page.goto('/dashboard');
  await upgradeFromPage(page, 'pro');

  await page.goto('/workout');
  await page.getByRole('button', { name: 'Quick Start' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill('barbell squat');
  await dialog
    .getByRole('button', { name: /^Barbell Squat/ })
    .first()
    .click();
  await expect(exerciseHeading(page)).toHaveText('Barbell Squat');
  await expect(page.getByText('Set 1 of 3', { exact: true })).toBeVisible();
  for (let set = 1; set < 3; set += 1) {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
  }
  await page.getByRole('button', { name: 'Done', exact: true }).click();

  // After the last exercise the rest offers another; one is added from there.
  await page.getByRole('button', { name: 'Add Exercise' }).click();
  await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
  await dialog
    .getByRole('button', { name: /^Plank/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Up Next' })).toContainText('Plank');
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(exerciseHeading(page)).toHaveText('Plank');
  for (let set = 1; set < 3; set += 1) {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
    await page.getByRole('button', { name: 'Pause' }).click();
  }
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('button', { name: 'Finish Workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
  await expect(page.getByText('Saved to your history')).toBeVisible();

  await page.getByRole('button', { name: 'Save as Routine' }).click();
  await expect(page).toHaveURL(/\/routines$/);
  await expect(page.getByRole('textbox', { name: 'Routine name' })).toHaveValue('Quick Workout');
  await page.getByRole('textbox', { name: 'Routine name' }).fill('Legs and core');
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page.getByRole('list', { name: 'Routines' })).toContainText('Barbell Squat3 × 8-12');
  await expect(page.getByRole('list', { name: 'Routines' })).toContainText('Plank3 × 30 s');
});
