import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import {
  documentScrollWidth,
  expect,
  isoDateFromToday,
  newMemberData,
  registerViaApi,
  test,
  toast,
  uniqueEmail,
  type MemberData,
} from './fixtures.ts';

/** Fills and submits the 5-step onboarding wizard (as in signup.spec.ts, without its checks). */
async function completeWizard(page: Page, member: MemberData): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
  await next.click();
  await page.getByRole('radio', { name: 'Female' }).click();
  await page.getByRole('radio', { name: 'Intermediate' }).click();
  await next.click();
  await page.getByRole('button', { name: 'Build Muscle' }).click();
  await page.getByRole('button', { name: 'Dumbbells' }).click();
  await next.click();
  await page.getByLabel('Current Weight (lbs)').fill('182');
  await page.getByLabel('Target Weight (lbs)').fill('170');
  await page.getByLabel('Target Date').fill(isoDateFromToday(180));
  await next.click();
  await page.getByRole('radio', { name: '60 minutes' }).click();
  await page.getByRole('radio', { name: '4 days' }).click();
  await page.getByRole('checkbox', { name: /I agree to the/ }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
}

/**
 * A referred sign-up through the API in a fresh browser-less context (its own cookie jar):
 * track-click sets the referral cookie, registration records the referral, a dev-mode checkout
 * pays for `tier` at once (one commission).
 */
async function referredPaidSignUp(code: string, tier: 'basic' | 'pro' | 'premium') {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const click = await context.post('/api/affiliate/track-click', { data: { code } });
    expect(click.status(), await click.text()).toBe(200);
    await registerViaApi(context, { firstName: 'Referred', email: uniqueEmail('referred') });
    const checkout = await context.post('/api/subscriptions/create-checkout', { data: { tier } });
    expect(checkout.status(), await checkout.text()).toBe(200);
  } finally {
    await context.dispose();
  }
}

const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });
const tile = (page: Page, label: string) =>
  totals(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });

async function signInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post(`${E2E_BASE_URL}/api/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

test('referral link, converted referral, commissions and an approved payout', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // A member joins the programme with a PayPal email.
  const affiliate = await registerViaApi(page.request, { firstName: 'Avery' });
  const paypal = uniqueEmail('avery-paypal');
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeVisible();
  await expect(page.getByText('20% recurring commission')).toBeVisible();
  await expect(page.getByText('$4.00 per month')).toBeVisible();
  await expect(page.getByText('30-day cookie')).toBeVisible();
  await expect(page.getByText('$50.00 minimum payout')).toBeVisible();
  await page.getByRole('button', { name: 'Join Affiliate Program' }).click();
  const joinDialog = page.getByRole('dialog', { name: 'Join the Affiliate Program' });
  await joinDialog.getByLabel('PayPal Email (optional)').fill(paypal);
  await joinDialog.getByRole('button', { name: 'Join Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^avery\d*$/);
  await expect(page.getByRole('textbox', { name: 'Referral link' })).toHaveValue(
    `${E2E_BASE_URL}/${code}`,
  );
  await expect(page.getByRole('textbox', { name: 'PayPal Email', exact: true })).toHaveValue(
    paypal,
  );
  await expect(page.getByText('Add a PayPal email to request a payout.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Payout' })).toBeDisabled();

  // A visitor opens the short link, signs up through the wizard and upgrades to Pro.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${code}`);
  await expect(visitor).toHaveURL(`${E2E_BASE_URL}/onboarding?ref=${code}`);
  const cookies = await visitorContext.cookies();
  expect(cookies.find((c) => c.name === 'fc_ref')).toMatchObject({ value: code, httpOnly: true });
  await expect(visitor.getByText(new RegExp(`Referral code\\s*${code}\\s*applied`))).toBeVisible();
  const referred = newMemberData({ firstName: 'Robin', email: uniqueEmail('robin') });
  await completeWizard(visitor, referred);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Welcome back, Robin');
  const checkout = await visitor.request.post(`${E2E_BASE_URL}/api/subscriptions/create-checkout`, {
    data: { tier: 'pro' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  await visitorContext.close();

  // The affiliate sees one converted referral and a $4.00 commission.
  await page.reload();
  await expect(tile(page, 'Total Referrals')).toContainText('1');
  await expect(tile(page, 'Total Referrals')).toContainText('1 converted');
  await expect(tile(page, 'Total Earnings')).toContainText('$4.00');
  await expect(tile(page, 'Pending')).toContainText('$4.00');
  await expect(tile(page, 'Paid')).toContainText('$0.00');
  const referralRows = page.getByRole('list', { name: 'Referrals' }).getByRole('listitem');
  await expect(referralRows).toHaveCount(1);
  await expect(referralRows.first()).toContainText('Converted');
  const commissionRows = page.getByRole('list', { name: 'Commissions' }).getByRole('listitem');
  await expect(commissionRows).toHaveCount(1);
  await expect(commissionRows.first()).toContainText('$4.00');
  await expect(commissionRows.first()).toContainText('Pro plan');
  await expect(page.getByText('You need $46.00 more in pending earnings')).toBeVisible();

  // Nine more referred members pay for Premium: 9 x $6.00 + $4.00 = $58.00 pending.
  for (let i = 0; i < 9; i += 1) await referredPaidSignUp(code, 'premium');
  await page.reload();
  await expect(tile(page, 'Total Referrals')).toContainText('10');
  await expect(tile(page, 'Pending')).toContainText('$58.00');
  await expect(commissionRows).toHaveCount(10);

  // The dashboard fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The affiliate requests the payout.
  const requestPayout = page.getByRole('button', { name: 'Request Payout' });
  await expect(requestPayout).toBeEnabled();
  await requestPayout.click();
  const requestDialog = page.getByRole('dialog', { name: 'Request a payout?' });
  await expect(requestDialog).toContainText(`$58.00 to ${paypal}`);
  await requestDialog.getByRole('button', { name: 'Request Payout' }).click();
  await expect(toast(page, 'Payout requested')).toBeVisible();
  await expect(page.getByRole('main').getByText('Payout requested', { exact: true })).toBeVisible();
  await expect(page.getByText(/You requested \$58\.00 on/)).toBeVisible();

  // The admin approves it on /admin/affiliate.
  const admin = await signInAdmin(browser);
  await admin.goto('/admin/affiliate');
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Affiliate Management' }),
  ).toBeVisible();
  const summary = admin.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Pending Payouts');
  const pendingTable = admin.getByRole('region', { name: 'Pending payouts table' });
  const payoutRow = pendingTable.getByRole('row').filter({ hasText: affiliate.email });
  await expect(payoutRow).toContainText('$58.00');
  await expect(payoutRow).toContainText('Avery');
  const allTable = admin.getByRole('region', { name: 'All affiliates table' });
  const affiliateRow = allTable.getByRole('row').filter({ hasText: affiliate.email });
  await expect(affiliateRow).toContainText(code);
  await expect(affiliateRow).toContainText('Active');
  await expect(affiliateRow.getByRole('button', { name: 'Suspend Avery' })).toBeVisible();

  // The admin tables scroll inside their cards on a phone, not the page.
  await admin.setViewportSize({ width: 375, height: 800 });
  expect(await documentScrollWidth(admin)).toBeLessThanOrEqual(375);
  await admin.setViewportSize({ width: 1280, height: 800 });

  await payoutRow.getByRole('button', { name: 'Approve Payout for Avery' }).click();
  const approveDialog = admin.getByRole('dialog', { name: 'Approve this payout?' });
  await expect(approveDialog).toContainText('$58.00');
  await approveDialog.getByRole('button', { name: 'Approve Payout' }).click();
  // One look at the toast (it leaves after a few seconds, sooner than a slow run reads twice).
  const approved = toast(admin, 'Payout Approved');
  await expect(approved).toContainText(/\$58\.00.*approved and marked as paid/);
  await expect(pendingTable.getByRole('row').filter({ hasText: affiliate.email })).toHaveCount(0);
  await expect(affiliateRow).toContainText('$0.00');
  await admin.context().close();

  // The affiliate's Paid total shows the amount.
  await page.reload();
  await expect(tile(page, 'Paid')).toContainText('$58.00');
  await expect(tile(page, 'Pending')).toContainText('$0.00');
  await expect(tile(page, 'Total Earnings')).toContainText('$58.00');
  await expect(page.getByRole('main').getByText('Payout requested', { exact: true })).toHaveCount(
    0,
  );
});

test('a non-admin sees Access Denied on /admin/affiliate', async ({ page }) => {
  await registerViaApi(page.request);
  await page.goto('/admin/affiliate');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
});

test('an /onboarding?ref= link sets the referral cookie without the short link', async ({
  page,
}) => {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await registerViaApi(context, { firstName: 'Quinn' });
  const joined = await context.post('/api/affiliate/register', { data: {} });
  expect(joined.status(), await joined.text()).toBe(201);
  const code = ((await joined.json()) as { affiliate: { referralCode: string } }).affiliate
    .referralCode;
  await context.dispose();

  const tracked = page.waitForResponse('**/api/affiliate/track-click');
  await page.goto(`/onboarding?ref=${code}`);
  expect((await tracked).status()).toBe(200);
  await expect(page.getByText(new RegExp(`Referral code\\s*${code}\\s*applied`))).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'fc_ref');
  expect(cookie).toMatchObject({ value: code, httpOnly: true, sameSite: 'Lax' });
});
