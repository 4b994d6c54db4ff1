import { devices } from '@playwright/test';
import { documentScrollWidth, expect, registerViaApi, test } from './fixtures.ts';

const PHONE = { width: 375, height: 812 };

test.use({
  viewport: PHONE,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  userAgent: devices['iPhone 13'].userAgent,
});

test.describe('landing page on a 375 x 812 phone', () => {
  test('fits the width, with the hero and its call to action on screen', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toBeVisible();
    await expect(hero).toBeInViewport();
    const cta = page.getByRole('main').getByRole('link', { name: 'Get Started' });
    await expect(cta).toBeVisible();
    await expect(cta).toBeInViewport();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // The closing call to action, further down, is reachable and fits too.
    const closing = page.getByRole('link', { name: 'Create Your Free Account' });
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toBeInViewport();
    const box = await closing.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  test('signed in, the header menu holds Logout and nothing overflows', async ({ page }) => {
    const member = await registerViaApi(page.request); // the browser gets the session cookie
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `Welcome back, ${member.firstName}`,
    );
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
