import type { Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env.ts';
import {
  expect,
  isoDateFromToday,
  newMemberData,
  registerViaApi,
  type MemberData,
} from './fixtures.ts';

/*
 * Helpers for the training journeys (guided workout, saved workouts). They build on
 * `fixtures.ts`: accounts come from `registerViaApi(page.request)`, so the browser is signed in.
 */

export type PaidTier = 'basic' | 'pro' | 'premium';

/** A new member, signed in in this browser context. */
export async function signUpMember(page: Page, overrides: Partial<MemberData> = {}) {
  return registerViaApi(page.request, overrides);
}

/** What a lifter's profile may change: the rest is an intermediate who builds muscle, in kg. */
export interface LifterProfile {
  firstName: string;
  gender: 'female' | 'male';
  equipment: string[];
  currentWeight: number;
  targetWeight: number;
  timeAvailable: string;
  daysPerWeek: string;
}

/** A metric, intermediate lifter, registered and signed in in this browser context. */
export async function registerLifter(page: Page, profile: LifterProfile): Promise<MemberData> {
  const member = newMemberData({ firstName: profile.firstName });
  const response = await page.request.post(`${E2E_BASE_URL}/api/auth/register`, {
    data: {
      ...profile,
      email: member.email,
      password: member.password,
      level: 'intermediate',
      goals: ['build-muscle'],
      units: 'metric',
      targetDate: isoDateFromToday(120),
      newsletterConsent: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

/**
 * Upgrades the signed-in member from the page itself (same origin, session cookie), through the
 * offline dev payments mode, which changes the plan at once and answers `{ devMode: true, tier }`.
 * The page must be on the app (any route) when this is called.
 */
export async function upgradeFromPage(page: Page, tier: PaidTier): Promise<void> {
  const result = await page.evaluate(async (wanted) => {
    const userId = sessionStorage.getItem('userId');
    const response = await fetch('/api/subscriptions/create-checkout', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        ...(userId ? { 'x-user-id': userId } : {}),
      },
      body: JSON.stringify({ tier: wanted }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, tier);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body).toMatchObject({ devMode: true, tier });
}

/** Opens /workout and generates a workout; returns how many exercises it has. */
export async function generateWorkout(page: Page): Promise<number> {
  await page.goto('/workout');
  await page.getByRole('button', { name: 'Generate Workout' }).click();
  const position = page.getByText(/^Exercise 1 of \d+$/);
  await expect(position).toBeVisible();
  const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  return total;
}

/** The exercise view's heading (the exercise name). */
export const exerciseHeading = (page: Page): Locator => page.locator('#exercise-name');

/**
 * Completes every set of the exercise on screen (its own count: 4 for a main lift, 3 or 2 for
 * the rest), skipping the rests. Ends on a rest or done.
 */
export async function completeAllSets(page: Page): Promise<void> {
  const first = page.getByText(/^Set 1 of \d+$/);
  await expect(first).toBeVisible();
  const sets = Number(/of (\d+)$/.exec((await first.textContent()) ?? '')?.[1]);
  expect(sets).toBeGreaterThanOrEqual(2);
  for (let set = 1; set < sets; set += 1) {
    await expect(page.getByText(`Set ${set} of ${sets}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await expect(page.getByRole('timer', { name: 'Rest time remaining' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Up Next' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
    // The timer starts on its own after a rest.
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  }
  await expect(page.getByText(`Set ${sets} of ${sets}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
}

/**
 * A toast by its exact text, also while a modal is open: Radix Dialog hides everything outside
 * it from the accessibility tree (aria-hidden), the toast region included, so the `toast` helper
 * of `fixtures.ts` cannot see a toast shown together with a dialog.
 */
export function toastBehindModal(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(text, { exact: true }) });
}
