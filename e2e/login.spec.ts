import {
  expect,
  expectSignedInLanding,
  expectSignedOutLanding,
  signInThroughForm,
  test,
  toast,
} from './fixtures.ts';
import { E2E_BASE_URL } from './e2e-env.ts';

test.describe('log in and log out', () => {
  test('a member logs in, logs out, and logs in again', async ({ page, member }) => {
    await page.goto('/');
    await expectSignedOutLanding(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/login`);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectSignedInLanding(page, member.firstName);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectSignedOutLanding(page);
    // The server session is gone too: a reload stays signed out.
    await page.reload();
    await expectSignedOutLanding(page);

    await signInThroughForm(page, member);
  });

  test('a wrong password shows the Login Failed toast', async ({ page, member }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(`${member.password}-wrong`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const failed = toast(page, 'Login Failed');
    await expect(failed).toBeVisible();
    await expect(failed.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/login`);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
