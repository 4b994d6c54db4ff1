import { expect, test } from './fixtures.ts';

test('an unknown deep path shows the 404 page', async ({ page }) => {
  await page.goto('/some/deep/path');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Redirecting...')).toHaveCount(0);
});

test('an unknown API path answers a JSON 404, not the web page', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
