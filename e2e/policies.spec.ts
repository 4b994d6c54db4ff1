import { E2E_BASE_URL } from './e2e-env.ts';
import { documentScrollWidth, expect, test } from './fixtures.ts';

const POLICIES = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/refund-policy', 'Refund Policy'],
  ['/health-disclaimer', 'Health Disclaimer'],
  ['/cancellation-policy', 'Cancellation Policy'],
  ['/payment-policy', 'Payment Policy'],
  ['/flex-credits-policy', 'Flex Credits Policy'],
  ['/affiliate-policy', 'Affiliate Policy'],
] as const;

test.describe('policy pages', () => {
  for (const [path, title] of POLICIES) {
    test(`${path} renders with Back to Home and Last updated`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · FlexCoach`);
      await expect(page.getByText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      const back = page.getByRole('link', { name: 'Back to Home' });
      await expect(back).toHaveAttribute('href', '/');

      await page.screenshot({ path: test.info().outputPath('policy-1280.png') });
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: test.info().outputPath('policy-375.png') });
      await page.getByRole('navigation', { name: 'Related policies' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath('policy-375-end.png') });

      await back.click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    });
  }

  test('the table of contents jumps to a section and the cross-links lead to the other policies', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Cookies' })
      .click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/privacy-policy#cookies`);
    await expect(page.getByRole('heading', { level: 2, name: /Cookies/ })).toBeInViewport();

    await page.goto('/terms-of-service');
    await page
      .getByRole('article')
      .getByRole('link', { name: 'Health Disclaimer' })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Health Disclaimer' })).toBeVisible();

    await page.goto('/affiliate-policy');
    await page.getByRole('link', { name: 'Join the Affiliate Program' }).click();
    // Signed out: the affiliate area sends visitors home.
    await expect(page).toHaveURL(/\/(affiliate)?$/);
  });
});
