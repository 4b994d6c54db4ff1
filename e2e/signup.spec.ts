import { E2E_BASE_URL } from './e2e-env.ts';
import {
  expect,
  expectSignedInLanding,
  isoDateFromToday,
  newMemberData,
  registerViaApi,
  test,
  toast,
  type MemberData,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Fills and submits the 5-step onboarding wizard (spec part 1 sections 2, 4 and 5). */
async function completeWizard(page: Page, member: MemberData): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  const stepLabel = (n: number) => page.getByText(`Step ${n} of 5`, { exact: true });

  // Step 1: account. Next stays disabled until the step is valid.
  await expect(stepLabel(1)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(`${member.password}x`);
  await expect(next).toBeDisabled();
  await page.getByLabel('Confirm Password').fill(member.password);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 2: gender and level.
  await expect(stepLabel(2)).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('radio', { name: 'Intermediate' }).click();
  await expect(page.getByRole('radio', { name: 'Female' })).toHaveAttribute('aria-checked', 'true');
  await next.click();

  // Step 3: goals and equipment, multi-select.
  await expect(stepLabel(3)).toBeVisible();
  for (const goal of ['Lose Weight', 'Build Muscle', 'Improve Endurance', 'General Fitness']) {
    await expect(page.getByRole('button', { name: goal })).toBeVisible();
  }
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Build Muscle' }).click();
  await page.getByRole('button', { name: 'General Fitness' }).click();
  await page.getByRole('button', { name: 'Dumbbells' }).click();
  await expect(page.getByRole('button', { name: 'Build Muscle' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await next.click();

  // Step 4: weights and target date, with the 0.5-2 lbs per week tip.
  await expect(stepLabel(4)).toBeVisible();
  await expect(page.getByText(/0\.5-2 lbs per week/)).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Current Weight (lbs)').fill('182');
  await page.getByLabel('Target Weight (lbs)').fill('170');
  await page.getByLabel('Target Date').fill(isoDateFromToday(180));
  await next.click();

  // Step 5: schedule and terms; the last button reads Complete.
  await expect(stepLabel(5)).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeDisabled();
  await page.getByRole('radio', { name: '60 minutes' }).click();
  await page.getByRole('radio', { name: '4 days' }).click();
  await expect(complete).toBeDisabled(); // terms are required
  await page.getByRole('checkbox', { name: /I agree to the/ }).click();
  await complete.click();
}

test.describe('sign-up through onboarding', () => {
  test('a visitor signs up through the 5-step wizard and lands signed in', async ({ page }) => {
    const member = newMemberData({ firstName: 'Riley' });

    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/onboarding`);

    await completeWizard(page, member);

    await expectSignedInLanding(page, member.firstName);
    await expect(toast(page, 'Welcome to FlexCoach!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with Flex' })).toBeVisible();

    // The session cookie survives a reload (the app asks GET /api/auth/me at start-up).
    await page.reload();
    await expectSignedInLanding(page, member.firstName);

    // A signed-in member who opens /onboarding is sent to the dashboard.
    await page.goto('/onboarding');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
  });

  test('an email that is already registered is refused with the spec text', async ({
    page,
    request,
  }) => {
    const existing = await registerViaApi(request);

    await page.goto('/onboarding');
    await completeWizard(page, { ...existing, firstName: 'Sam' });

    const failed = toast(page, 'Registration failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('This email is already registered. Please login instead.');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/onboarding`);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('Back on step 1 returns to the landing page', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  });
});
