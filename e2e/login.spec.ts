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

  test('Logout pressed the moment the painted header shows, on a slow phone, logs out', async ({
    page,
    member,
  }) => {
    await signInThroughForm(page, member);
    // A phone 6 times slower, whose scripts arrive late: the press lands before the app runs.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    let holdScripts = true;
    await page.route('**/assets/*.js', async (route) => {
      if (holdScripts) await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.waitFor({ state: 'visible' });
    await logout.click();
    holdScripts = false;
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await expectSignedOutLanding(page);
    await page.reload();
    await expectSignedOutLanding(page);
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
