import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env.ts';
import { LIBRARY_FIRST_PAGE } from '../common/exercise-constants.ts';
import {
  documentScrollWidth,
  expect,
  expectSamePlace,
  isoDateFromToday,
  paintedHeadingBox,
  test,
} from './fixtures.ts';
import { exerciseHeading, registerLifter, upgradeFromPage } from './training-fixtures.ts';

/*
 * Strength training on a 375 px phone, as a lifter uses it: loads and reps recorded set by set in
 * kilograms, the next workout raising the load of a lift done at the top of its range (with the
 * reason), a new record celebrated, kg everywhere, and the exercise library.
 */

const PHONE = { width: 375, height: 812 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The load chosen for every dumbbell exercise of the first sessions. */
const FIRST_LOAD = 20;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

async function userIdOf(page: Page): Promise<string> {
  const me = (await (await page.request.get(`${E2E_BASE_URL}/api/auth/me`)).json()) as {
    id: string;
  };
  return me.id;
}

const registerMetricLifter = (page: Page) =>
  registerLifter(page, {
    firstName: 'Mia',
    gender: 'female',
    equipment: ['dumbbells', 'bench'],
    currentWeight: 80,
    targetWeight: 75,
    timeAvailable: '15',
    daysPerWeek: '3',
  });

/**
 * Does every exercise of the workout on screen: a load typed where there is none yet, reps raised
 * to the top of the range, every set, Good after the last set. Returns the loaded exercises.
 */
async function doWholeWorkout(page: Page, load: number | null): Promise<string[]> {
  const position = page.getByText(/^Exercise \d+ of \d+$/);
  await expect(position).toBeVisible();
  const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')?.[1]);
  const loaded: string[] = [];
  for (let n = 1; n <= total; n += 1) {
    await expect(page.getByText(`Exercise ${n} of ${total}`, { exact: true })).toBeVisible();
    const name = (await exerciseHeading(page).textContent())!.trim();
    // After a rest the timer runs on its own; reps are adjusted with it paused.
    const pause = page.getByRole('button', { name: 'Pause' });
    if (await pause.isVisible()) await pause.click();
    const loadInput = page.getByRole('textbox', { name: 'kg per dumbbell' });
    if (await loadInput.isVisible()) {
      loaded.push(name);
      if (load !== null) {
        await loadInput.fill(String(load));
        await loadInput.press('Enter');
      }
    }
    const targets = page.getByText(/^\d+-\d+ reps$/);
    const target = (await targets.count()) > 0 ? await targets.first().textContent() : null;
    const range = target ? /^(\d+)-(\d+)/.exec(target) : null;
    if (range) {
      const reps = page.getByRole('group', { name: 'Reps done' });
      const top = Number(range[2]);
      const increase = page.getByRole('button', { name: 'Increase reps' });
      for (let i = 0; i < 30; i += 1) {
        if (Number(await reps.locator('span').first().textContent()) >= top) break;
        await increase.click();
      }
    }
    // Every set of its own count (a main lift has 4).
    const firstSet = page.getByText(/^Set 1 of \d+$/);
    await expect(firstSet).toBeVisible();
    const sets = Number(/of (\d+)$/.exec((await firstSet.textContent()) ?? '')?.[1]);
    for (let set = 1; set < sets; set += 1) {
      await expect(page.getByText(`Set ${set} of ${sets}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Complete Set' }).click();
      if (n === 1 && set === 1) {
        // The first set of the day gets an RPE, one tap during the rest.
        await page.getByRole('button', { name: 'RPE 8: 2 reps in reserve' }).click();
        await expect(page.getByText('RPE 8: 2 reps in reserve', { exact: true })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Skip Rest' }).click();
      await page.getByRole('button', { name: 'Pause' }).click();
    }
    await page
      .getByRole('group', { name: /How did .* feel/ })
      .getByRole('button', { name: 'Good' })
      .click();
    await page.getByRole('button', { name: 'Done' }).click();
    if (n < total) await page.getByRole('button', { name: 'Skip Rest' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
  await expect(page.getByText('Saved to your history')).toBeVisible();
  return loaded;
}

/**
 * Generates a workout, and another while none of its exercises takes dumbbells: the generator
 * picks among the member's exercises at random, and may choose only bodyweight ones.
 */
async function generateLoadedWorkout(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/workouts/generate') && response.request().method() === 'POST',
    );
    const button = attempt === 0 ? 'Generate Workout' : 'Generate Another';
    await expect(page.getByRole('button', { name: button })).toBeEnabled();
    await page.getByRole('button', { name: button }).click();
    const workout = (await (await answer).json()) as { exercises: { equipment?: string }[] };
    await expect(exerciseHeading(page)).toBeVisible();
    if (workout.exercises.some((exercise) => exercise.equipment === 'dumbbells')) return;
  }
  throw new Error('8 generated workouts in a row had no dumbbell exercise');
}

test('a metric lifter logs loads; the next workout raises one with the reason, and a record is celebrated', async ({
  page,
}) => {
  // Three whole workouts: about 60 s here, more on a loaded CI machine.
  test.setTimeout(150_000);
  await registerMetricLifter(page);
  await page.goto('/dashboard');
  await upgradeFromPage(page, 'pro');

  // kg everywhere: the dashboard's weight card.
  await expect(page.getByText('80 kg', { exact: true })).toBeVisible();
  await expect(page.getByText('Target: 75 kg')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('lbs');

  // Two sessions on earlier days (the phone's clock set back), every set at the top of the range.
  const loaded = new Set<string>();
  for (const daysAgo of [4, 2]) {
    await page.clock.setFixedTime(new Date(Date.now() - daysAgo * DAY_MS));
    await page.goto('/workout');
    await generateLoadedWorkout(page);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    for (const name of await doWholeWorkout(page, FIRST_LOAD)) loaded.add(name);
  }
  expect(loaded.size).toBeGreaterThan(0);

  // Today: a workout that repeats one of those lifts asks for 22 kg and says why.
  await page.clock.setFixedTime(new Date());
  await page.goto('/workout');
  await page.getByRole('button', { name: 'Generate Workout' }).click();
  const adapted = page.getByText(/: 22 kg for \d+-\d+, up from 20 kg after \d × \d+ last time\./);
  for (let i = 0; i < 6 && !(await adapted.first().isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Generate Another' }).click();
    await expect(page.getByRole('button', { name: 'Generate Another' })).toBeEnabled();
  }
  await expect(adapted.first()).toBeVisible();
  const reason = (await adapted.first().textContent())!;
  const lift = reason.slice(0, reason.indexOf(': 22 kg'));
  expect(loaded.has(lift)).toBe(true);

  // Do that lift at 22 kg (skipping to it): the load is prefilled, no typing needed.
  for (let i = 0; i < 12; i += 1) {
    if ((await exerciseHeading(page).textContent())?.trim() === lift) break;
    await page.getByRole('button', { name: 'Skip Exercise' }).click();
  }
  await expect(exerciseHeading(page)).toHaveText(lift);
  await expect(page.getByRole('textbox', { name: 'kg per dumbbell' })).toHaveValue('22');
  const increase = page.getByRole('button', { name: 'Increase load' });
  const box = (await increase.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(page.getByRole('list', { name: 'Sets done' })).toContainText('22 kg');
  // Leave the rest of the workout.
  for (let i = 0; i < 12; i += 1) {
    if (await page.getByRole('heading', { name: 'Workout Complete!' }).isVisible()) break;
    await page.getByRole('button', { name: 'Skip Exercise' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
  await expect(
    page.getByText(`New record: ${lift}: heaviest 22 kg (was 20 kg)`, { exact: true }),
  ).toBeVisible();

  // Progress counts it among the personal records.
  await page.goto('/progress');
  await expect(page.getByText(/^\d+ records? set so far$/)).toBeVisible();
  await expect(page.getByRole('main')).toContainText('80 kg');
  await expect(page.getByRole('main')).not.toContainText('lbs');
  await expect(
    page.getByRole('link', { name: new RegExp(`^${lift} Heaviest 22 kg`) }),
  ).toBeVisible();

  // The exercise page: the member's records and sessions, in kg.
  await page.goto('/exercises');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(lift);
  await page
    .getByRole('link', { name: new RegExp(`^${lift}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: lift })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your history' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions' })).toContainText('× 22 kg');
  await expect(page.getByRole('main')).not.toContainText('lbs');
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test('the library finds "bench press" on a phone and opens its page with the muscles worked', async ({
  page,
}) => {
  // The first page is announced with the HTML (a preload) and the app takes that download.
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${E2E_BASE_URL}/api/exercises/search`)) {
      searches.push(request.url());
    }
  });
  const response = await page.goto('/exercises');
  expect(response?.headers().link).toContain(`<${LIBRARY_FIRST_PAGE}>; rel=preload`);
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise Library' })).toBeVisible();
  await expect(page.getByText('873 exercises')).toBeVisible();
  // One download: had the app not taken the preloaded answer, it would have asked again.
  expect(searches).toEqual([`${E2E_BASE_URL}${LIBRARY_FIRST_PAGE}`]);
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press');
  const result = page.getByRole('link', { name: /^Dumbbell Bench Press Chest/ });
  await expect(result).toBeVisible();
  // A filter picked straight after typing joins the search in the address.
  await page.getByLabel('Muscle').selectOption('chest');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/exercises?q=bench+press&muscle=chest`);
  await expect(result).toBeVisible();
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await result.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/exercises/Dumbbell_Bench_Press`);
  // Back brings the same search and filter.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search exercises' })).toHaveValue(
    'bench press',
  );
  await expect(page.getByLabel('Muscle')).toHaveValue('chest');
  await result.click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/exercises/Dumbbell_Bench_Press`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dumbbell Bench Press' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Dumbbell Bench Press: muscles worked' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Primary: Chest');
  await expect(page.getByRole('heading', { name: 'Alternatives' })).toBeVisible();
});

test('the top of the library shows before any script runs, and the app takes it over in place', async ({
  page,
  browser,
}) => {
  const before = await paintedHeadingBox(browser, page, '/exercises', {
    heading: 'Exercise Library',
    alsoVisible: (painted) => painted.getByText('Every exercise Flex can plan'),
  });

  await page.goto('/exercises');
  await expect(page.getByText('873 exercises')).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  expectSamePlace(
    before,
    await page.getByRole('heading', { level: 1, name: 'Exercise Library' }).boundingBox(),
  );
});

test('the week strip shows the split and today, and Swap replaces an exercise by one for the same muscle', async ({
  page,
}) => {
  await registerMetricLifter(page);
  await page.goto('/dashboard');
  const week = page.getByRole('region', { name: /^This week · Full body$/ });
  await expect(week).toBeVisible();
  await expect(week).toContainText('0 of 3 done');
  await expect(week).toContainText('Week 1 of 5 · Full Body A');
  await expect(week).toContainText('Today: Full Body A');

  await page.goto('/workout');
  await expect(page.getByRole('region', { name: /^This week/ })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Workout' }).click();
  const before = (await exerciseHeading(page).textContent())!.trim();
  await page.getByRole('button', { name: 'Swap' }).click();
  const dialog = page.getByRole('dialog', { name: `Swap ${before}` });
  await expect(dialog).toBeVisible();
  // Kept for the rest of the block unless the member says "Just today".
  await expect(dialog.getByRole('radio', { name: 'For the rest of this block' })).toBeChecked();
  const choice = dialog.getByRole('button').filter({ hasText: /\d/ }).first();
  const picked = (await choice.locator('span').first().textContent())!.trim();
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/workouts/block-swaps'));
  await choice.click();
  await expect(dialog).toBeHidden();
  await expect(exerciseHeading(page)).toHaveText(picked);
  expect(picked).not.toBe(before);
  expect((await kept).status()).toBe(201);
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  // The block's day now lists the swap in place of the planned lift.
  await page.goto('/dashboard');
  await week.getByText('Your block: each day and this week’s targets').click();
  const day = week.getByRole('region', { name: 'Full Body A' });
  await expect(day).toContainText(picked);
  // (A name inside the other, "Push-ups" in "Incline Push-ups", cannot be told apart this way.)
  if (!picked.includes(before)) await expect(day).not.toContainText(before);
});

test('a block on a phone: week 1 of 5, and a week later the same day brings back the same main lift with a higher target', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerMetricLifter(page);

  // Last week (the phone's clock set back 7 days): the first day of the split, every set at the
  // top of its range with 20 kg dumbbells.
  await page.clock.setFixedTime(new Date(Date.now() - 7 * DAY_MS));
  await page.goto('/workout');
  const week = page.getByRole('region', { name: /^This week/ });
  await expect(week).toContainText('Week 1 of 5 · Full Body A');
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/workouts/generate'));
  await page.getByRole('button', { name: 'Generate Workout' }).click();
  const first = (await (await generated).json()) as {
    day: string;
    exercises: { name: string; loadType?: string }[];
  };
  expect(first.day).toBe('Full Body A');
  const main = first.exercises[0]!;
  expect(main.loadType).toBe('dumbbell');
  await expect(exerciseHeading(page)).toHaveText(main.name);
  await expect(page.getByRole('main').getByText('Week 1 of 5 · Full Body A')).toHaveCount(2);
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await doWholeWorkout(page, FIRST_LOAD)).toContain(main.name);
  const [logged] = (await (
    await page.request.get(`${E2E_BASE_URL}/api/workouts/${await userIdOf(page)}`)
  ).json()) as { exercises: { name: string; performedSets?: { rpe?: number }[] }[] }[];
  expect(logged!.exercises[0]!.performedSets![0]!.rpe).toBe(8);

  // This week: Full Body A again, on the same main lift, 2 kg heavier, with the reason.
  await page.clock.setFixedTime(new Date());
  await page.goto('/workout');
  await expect(week).toContainText('Today: Full Body A');
  // The whole block, opened on the phone: the day lists the lift with this week's target.
  await week.getByText('Your block: each day and this week’s targets').click();
  await expect(week.getByRole('region', { name: 'Full Body A' })).toContainText(
    `${main.name}4 × 6-10 at 22 kg`,
  );
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: 'Generate Workout' }).click();
  await expect(exerciseHeading(page)).toHaveText(main.name);
  await expect(page.getByRole('textbox', { name: 'kg per dumbbell' })).toHaveValue('22');
  await expect(
    page.getByText(new RegExp(`^${main.name}: 22 kg for 6-10, up from 20 kg after 4 × 10`)),
  ).toBeVisible();
  // The set row shows last week's same set.
  await expect(page.getByText('Previous: 10 × 20 kg')).toBeVisible();
});

test('a day adjusted on a phone: 30 minutes and no dumbbells today, for this session only', async ({
  page,
}) => {
  await registerMetricLifter(page);
  await page.goto('/workout');
  await page.getByText('Adjust today').click();
  await page.getByLabel('Time today').selectOption('30');
  await page.getByRole('checkbox', { name: 'No dumbbells' }).click();
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/workouts/generate'));
  await page.getByRole('button', { name: 'Generate Today’s Workout' }).click();
  const response = await generated;
  expect(response.request().postDataJSON()).toMatchObject({
    timeAvailable: 30,
    without: ['dumbbells'],
  });
  const workout = (await response.json()) as { exercises: { name: string; loadType?: string }[] };
  expect(workout.exercises.filter((e) => e.loadType === 'dumbbell')).toEqual([]);
  await expect(page.getByText(/^Without dumbbells today: .+, for today only;/)).toBeVisible();
  await expect(
    page.getByText(
      "30 minutes today instead of your usual 15: the block's lifts first, more accessories and sets, for today only.",
    ),
  ).toBeVisible();
});

test('a typo in a load is corrected in the history on a phone, and the record follows; a deletion can be undone', async ({
  page,
}) => {
  await registerMetricLifter(page);
  const logged = await page.request.post(`${E2E_BASE_URL}/api/workouts`, {
    data: {
      title: 'Chest day',
      date: isoDateFromToday(0),
      duration: 1800,
      completed: true,
      units: 'metric',
      exercises: [
        {
          name: 'Dumbbell Bench Press',
          exerciseId: 'Dumbbell_Bench_Press',
          reps: '8-12',
          sets: 2,
          loadType: 'dumbbell',
          completedSets: 2,
          performedSets: [
            { reps: 10, weight: 100 },
            { reps: 10, weight: 10 },
          ],
        },
      ],
    },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await page.goto('/exercises/Dumbbell_Bench_Press');
  const records = page.getByRole('definition').filter({ hasText: /kg$/ }).first();
  await expect(records).toHaveText('100 kg');

  await page.goto('/history');
  const card = page.getByRole('article', { name: 'Chest day' });
  await expect(card).toContainText('Dumbbell Bench Press: 10 × 100 kg, 10 × 10 kg');
  await card.getByRole('button', { name: /^Edit Chest day/ }).click();
  await card.getByRole('textbox', { name: 'Set 1 of Dumbbell Bench Press: kg' }).fill('10');
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('Dumbbell Bench Press: 10 × 10 kg, 10 × 10 kg');

  await page.goto('/exercises/Dumbbell_Bench_Press');
  await expect(records).toHaveText('10 kg');

  // Deleted, then brought back with Undo: still in the history.
  await page.goto('/history');
  await card.getByRole('button', { name: /^Delete Chest day/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete workout' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
});
