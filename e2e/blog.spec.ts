import type { Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import {
  documentScrollWidth,
  expect,
  expectSamePlace,
  paintedHeadingBox,
  registerViaApi,
  test,
  toast,
} from './fixtures.ts';

async function signInAdmin(page: Page): Promise<void> {
  const login = await page.request.post(`${E2E_BASE_URL}/api/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

test.describe('blog', () => {
  test('an admin drafts, publishes, reads and deletes a post', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const slug = `e2e-post-${Date.now().toString(36)}`;
    const title = `Tempo Runs ${slug.slice(-6)}`;
    await signInAdmin(page);

    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
    await expect(page.getByText(/^\d+ posts?$/)).toBeVisible();
    await page.getByRole('link', { name: 'New Post' }).click();

    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Post' })).toBeVisible();
    await expect(page.getByLabel('Author', { exact: true })).toHaveValue('Coach Admin');
    await expect(page.getByLabel('Author role')).toHaveValue('Certified Personal Trainer');
    await expect(page.getByLabel('Category')).toHaveValue('Training');
    await expect(page.getByLabel('Read time (minutes)')).toHaveValue('5');

    // Empty required fields, then a bad slug: each message under its field, nothing sent.
    await page.getByRole('button', { name: 'Save Post' }).click();
    for (const message of [
      'Slug is required',
      'Title is required',
      'Excerpt is required',
      'Content is required',
      'At least one tag is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Slug').fill('Bad Slug');
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(
      page.getByText('Slug must be lowercase letters, numbers, and hyphens only', { exact: true }),
    ).toBeVisible();

    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Comfortably hard running that builds your engine.');
    await page
      .getByLabel('Content (HTML)')
      .fill(
        '<h2>Why tempo</h2><p>Run at a <strong>comfortably hard</strong> pace.</p>' +
          '<script>alert("x")</script><img src=x onerror="alert(1)"><p><a href="javascript:alert(2)">bad link</a></p>',
      );
    await page.getByLabel('Tags').fill('running, endurance');
    // The preview shows the draft in a frame where nothing runs.
    await expect(page.getByTitle('Content preview')).toHaveAttribute('sandbox', '');
    await expect(
      page
        .frameLocator('iframe[title="Content preview"]')
        .getByRole('heading', { name: 'Why tempo' }),
    ).toBeVisible();
    await expect(page.getByLabel('External link (optional)')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(toast(page, 'Post created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `View ${title}` })).toHaveCount(0);

    // A draft is invisible to the public.
    expect((await page.request.get(`/api/blog/${slug}`)).status()).toBe(404);

    // Publish it.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByRole('switch', { name: 'Published' }).click();
    await expect(page.getByLabel('External link (optional)')).toBeVisible();
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(toast(page, 'Post updated')).toBeVisible();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();

    // On the public blog and its own page.
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog · FlexCoach');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · FlexCoach`);
    await expect(page.getByRole('heading', { level: 2, name: 'Why tempo' })).toBeVisible();
    await expect(page.getByText('Coach Admin')).toBeVisible();
    await expect(page.getByText('#endurance')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/');
    const article = page.getByRole('article');
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('[onerror]')).toHaveCount(0);
    await expect(article.getByText('bad link')).toBeVisible();
    await expect(article.locator('a[href]').filter({ hasText: 'bad link' })).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // The server-rendered head carries the post's tags for crawlers and link previews.
    const html = await (await page.request.get(`/blog/${slug}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<title>${title} · FlexCoach Blog</title>`);
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);

    // Delete it.
    await page.goto('/admin/blog');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure?')).toBeVisible();
    await expect(
      dialog.getByText('This action cannot be undone. This will permanently delete the blog post.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Blog post deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).last().click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/blog`);
  });

  test('a member sees Access Denied on the blog management page', async ({ page }) => {
    await registerViaApi(page.request);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('button', { name: 'Refresh Admin Access' })).toBeVisible();
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect((await page.request.get('/api/admin/blog')).status()).toBe(403);
  });

  test('the starter posts read well on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/blog');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: /Progressive Overload/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Progressive Overload/ }),
    ).toBeVisible();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  });
});

test('the top of /blog shows before any script runs, and the app takes it over in place', async ({
  page,
  browser,
}) => {
  const before = await paintedHeadingBox(browser, page, '/blog', {
    heading: 'Training, nutrition and wellness',
    alsoVisible: (painted) => painted.getByRole('link', { name: 'Sign In' }),
  });

  await page.goto('/blog');
  await expect(page.getByText('Loading posts...')).toHaveCount(0);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Training, nutrition and wellness',
  );
  expectSamePlace(before, await page.getByRole('heading', { level: 1 }).boundingBox());
});
