import { E2E_BASE_URL } from './e2e-env.ts';
import { expect, resetLinkFrom, signInThroughForm, test, waitForMailTo } from './fixtures.ts';

test('a member resets a forgotten password through the mailed link', async ({
  page,
  request,
  member,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/forgot-password`);
  // The address changes before the page's module has loaded: until its heading shows, the Email
  // field on screen is still the sign-in form's.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  // No SMTP server is configured in the test run: the page says so (spec part 1 section 2).
  await expect(page.getByText(/email delivery is not yet configured/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();

  const mail = await waitForMailTo(member.email);
  const link = resetLinkFrom(mail.text);
  expect(link.origin).toBe(E2E_BASE_URL);
  expect(link.pathname).toBe('/reset-password');
  expect(link.searchParams.get('email')).toBe(member.email);
  expect(link.searchParams.get('token')).toBeTruthy();

  const newPassword = 'a brand new passphrase 42';
  await page.goto(link.href);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  // Then to /login after 3 seconds.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/login`, { timeout: 10_000 });

  // The old password no longer works (one failed attempt from this address), the new one does.
  const old = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password },
  });
  expect(old.status()).toBe(401);
  await signInThroughForm(page, { ...member, password: newPassword });
});
