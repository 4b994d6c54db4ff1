import { expect, expectSignedOutLanding, test } from './fixtures.ts';
import { E2E_BASE_URL } from './e2e-env.ts';

/*
 * The landing page starts without React Router (decision 048): its first load leaves the router
 * out, and a link then loads the app and goes to the next page without reloading the document.
 */
test('the landing page loads without the router, and its links stay in the app', async ({
  page,
}) => {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expectSignedOutLanding(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((file) => /\/assets\/router-/.test(file))).toBe(false);

  // A mark on the document: a page load would lose it.
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((file) => /\/assets\/router-/.test(file))).toBe(true);

  await page.goBack();
  await expectSignedOutLanding(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/privacy-policy`);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The stylesheet is in the page: neither the HTML nor the lazy pages' loader fetch its file.
  expect(stylesheets).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', /^[6-9]00$/);
});

test('a link opened with a modifier key is left to the browser', async ({ page, context }) => {
  await page.goto('/');
  await expectSignedOutLanding(page);
  const opened = context.waitForEvent('page');
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Sign In' })
    .click({
      modifiers: ['ControlOrMeta'],
    });
  const tab = await opened;
  await expect(tab).toHaveURL(`${E2E_BASE_URL}/login`);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
});

/*
 * The scripts a page runs before its first render (the entry, what it imports, and the page's
 * preloads) ask V8 to compile all their functions while they download (decision 054); a module
 * loaded later on demand does not.
 */
test('the scripts of a first render carry the compile hint, and only they', async ({ request }) => {
  const hinted = async (file: string) =>
    (await (await request.get(file)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
  for (const pagePath of ['/', '/blog']) {
    const html = await (await request.get(pagePath)).text();
    const scripts = [
      ...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ];
    expect(scripts.length, pagePath).toBeGreaterThan(2);
    for (const [, file] of scripts) expect(await hinted(file!), file).toBe(true);
  }
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(
    await (await request.get('/')).text(),
  )![1]!;
  const lazy = /import\(`\.\/(toaster-[^`]+\.js)`\)/.exec(await (await request.get(entry)).text());
  expect(lazy, 'a module the entry imports on demand').not.toBeNull();
  expect(await hinted(`/assets/${lazy![1]}`)).toBe(false);
});
