import { E2E_BASE_URL } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';

test('a referral short link shows Redirecting... and opens onboarding with the code', async ({
  page,
}) => {
  // The interstitial can be on screen for only a few milliseconds on loopback: record every
  // moment it was rendered and visible, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __redirectingSeen: string[] }).__redirectingSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('p, span, div')) {
        if (el.textContent?.trim() === 'Redirecting...' && el.checkVisibility()) {
          seen.push(window.location.pathname);
          return;
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto('/abc123');
  await expect(page).toHaveURL(`${E2E_BASE_URL}/onboarding?ref=abc123`);
  const seen = await page.evaluate(
    () => (window as unknown as { __redirectingSeen: string[] }).__redirectingSeen,
  );
  expect(seen, 'the Redirecting... text was shown on /abc123').toContain('/abc123');

  // The wizard picked the code up.
  await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();
  await expect(page.getByText(/Referral code\s*abc123\s*applied/)).toBeVisible();
});
