import { E2E_BASE_URL } from './e2e-env.ts';
import { documentScrollWidth, expect, test } from './fixtures.ts';
import {
  completeAllSets,
  exerciseHeading,
  generateWorkout,
  signUpMember,
} from './training-fixtures.ts';

const PHONE = { width: 375, height: 812 };

test.describe('guided workout session', () => {
  test('a new member completes a set-by-set workout and sees it counted on the dashboard', async ({
    page,
  }) => {
    await signUpMember(page, { firstName: 'Casey' });
    const total = await generateWorkout(page);
    const first = (await exerciseHeading(page).textContent())!.trim();

    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await completeAllSets(page);

    if (total > 1) {
      // The exercise's rest and time to move (at least 2 minutes), then skip the rest of the workout.
      await expect(page.getByText(/^\d+ min( \d+ s)? before the next exercise$/)).toBeVisible();
      await page.getByRole('button', { name: 'Skip Rest' }).click();
      await expect(page.getByText(`Exercise 2 of ${total}`, { exact: true })).toBeVisible();
      await expect(exerciseHeading(page)).not.toHaveText(first);
      for (let n = 2; n <= total; n += 1) {
        await expect(page.getByText(`Exercise ${n} of ${total}`, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Skip Exercise' }).click();
      }
    }

    const complete = page.getByRole('heading', { name: 'Workout Complete!' });
    await expect(complete).toBeVisible();
    await expect(page.getByText('Saved to your history')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Your Achievement Card' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
    await expect(page.getByRole('group', { name: 'Workouts' })).toContainText('1');
    await expect(page.getByRole('button', { name: /Export Workouts/ })).toBeEnabled();
  });

  test('a double tap on Generate Workout sends one request and spends one of the free week', async ({
    page,
  }) => {
    await signUpMember(page);
    await page.goto('/workout');
    const generations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/workouts/generate')) {
        generations.push(request.postData() ?? '');
      }
    });
    await page.getByRole('button', { name: 'Generate Workout' }).dblclick();
    await expect(page.getByText(/^Exercise 1 of \d+$/)).toBeVisible();
    expect(generations).toHaveLength(1);
    // The press carries its id: sent again, it would be answered without counting twice.
    const press = (JSON.parse(generations[0]!) as { pressId?: string }).pressId;
    expect(press).toMatch(/^[0-9a-f-]{36}$/);
    const again = await page.request.post('/api/workouts/generate', { data: { pressId: press } });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { remainingThisWeek: number }).remainingThisWeek).toBe(2);
  });

  test('a reload resumes the session where it was', async ({ page }) => {
    await signUpMember(page);
    await generateWorkout(page);
    const name = (await exerciseHeading(page).textContent())!.trim();
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await expect(page.getByRole('timer', { name: 'Rest time remaining' })).toBeVisible();

    // The server sends the page that opens on the workout, not the painted start screen.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).not.toContain('id="boot"');
    // The exercise's own rest (2 to 3 minutes after a main lift's set) keeps counting down.
    await expect(page.getByRole('timer', { name: 'Rest time remaining' })).toHaveText(
      /^\d:[0-5]\d$/,
    );
    await page.getByRole('button', { name: 'Skip Rest' }).click();
    await expect(exerciseHeading(page)).toHaveText(name);
    await expect(page.getByText(/^Set 2 of \d+$/)).toBeVisible();
  });

  test('the start screen shows before any script runs, and the app takes it over in place', async ({
    page,
    browser,
  }) => {
    await signUpMember(page);
    // Without JavaScript: what the server paints (decision 029).
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
    });
    const painted = await noScript.newPage();
    await painted.goto('/workout');
    const start = painted.getByRole('heading', { name: 'Ready to train?' });
    await expect(start).toBeVisible();
    await expect(painted.getByRole('heading', { name: 'Guided Workout' })).toBeVisible();
    // Its buttons wait for the app that makes them work: no press is lost.
    await expect(painted.getByRole('button', { name: 'Generate Workout' })).toBeDisabled();
    const before = await start.boundingBox();
    const buttonBefore = await painted
      .getByRole('button', { name: 'Generate Workout' })
      .boundingBox();
    await noScript.close();

    await page.goto('/workout');
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate Workout' })).toBeEnabled();
    const after = await page.getByRole('heading', { name: 'Ready to train?' }).boundingBox();
    expect(after).not.toBeNull();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1);
    // "Adjust today" takes the same room in both: the button below it does not move.
    const buttonAfter = await page.getByRole('button', { name: 'Generate Workout' }).boundingBox();
    expect(Math.abs(buttonAfter!.y - buttonBefore!.y)).toBeLessThanOrEqual(1);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('the workout screen fits the width and its controls are on screen', async ({ page }) => {
      await signUpMember(page);
      await page.goto('/workout');
      await expect(page.getByRole('button', { name: 'Generate Workout' })).toBeInViewport();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

      await page.getByRole('button', { name: 'Generate Workout' }).click();
      await expect(exerciseHeading(page)).toBeVisible();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.getByRole('button', { name: 'Start' }).click();

      // The controls stick to the bottom of the screen, within reach of a thumb.
      for (const name of ['Pause', 'Complete Set', 'Skip Exercise']) {
        const control = page.getByRole('button', { name });
        await expect(control).toBeInViewport();
        const box = (await control.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      for (const name of ['Back to Dashboard', 'Save Workout', 'Hide Flex']) {
        await expect(
          page
            .getByRole('banner')
            .getByRole(name === 'Back to Dashboard' ? 'link' : 'button', { name }),
        ).toBeInViewport();
      }
      await expect(page.getByRole('timer')).toBeVisible();

      await page.getByRole('button', { name: 'Complete Set' }).click();
      await expect(page.getByRole('button', { name: 'Skip Rest' })).toBeInViewport();
      await expect(page.getByRole('timer', { name: 'Rest time remaining' })).toBeInViewport();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    });

    test('a saved workout with the longest names allowed still fits the width', async ({
      page,
    }) => {
      await signUpMember(page);
      const upgrade = await page.request.post('/api/subscriptions/create-checkout', {
        data: { tier: 'basic' },
      });
      expect(upgrade.status(), await upgrade.text()).toBe(200);
      // The schema's limits: 80 characters for the workout, 120 for an exercise, and one name
      // with no space to break at.
      const workoutName = `Long Name Session ${'Extended '.repeat(7)}`.slice(0, 80).trim();
      const spaced = `Single-Arm Half-Kneeling Landmine Press ${'With Pause '.repeat(8)}`
        .slice(0, 120)
        .trim();
      const unbroken = 'Supercalifragilisticexpialidocious'.repeat(4).slice(0, 120);
      const saved = await page.request.post('/api/saved-workouts', {
        data: {
          name: workoutName,
          exercises: [
            { name: spaced, reps: '8-10', rest: '60', sets: 3 },
            { name: unbroken, duration: '45 seconds', rest: '30', sets: 2 },
          ],
          timeEstimate: 20,
        },
      });
      expect(saved.status(), await saved.text()).toBe(201);

      await page.goto('/workout');
      const item = page
        .getByRole('region', { name: 'Saved Workouts' })
        .getByRole('listitem')
        .filter({ hasText: workoutName });
      await expect(item).toBeVisible();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await item.getByRole('button', { name: 'Load Workout' }).click();
      await expect(exerciseHeading(page)).toHaveText(spaced);
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

      await page.getByRole('button', { name: 'Skip Exercise' }).click();
      await expect(exerciseHeading(page)).toHaveText(unbroken);
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByRole('button', { name: 'Complete Set' })).toBeInViewport();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      // The rest screen names what comes next.
      await page.getByRole('button', { name: 'Complete Set' }).click();
      await expect(page.getByRole('button', { name: 'Skip Rest' })).toBeInViewport();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    });
  });
});
