import AxeBuilder from '@axe-core/playwright';
import {
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  concretePath,
  isAdminRoute,
  routeTablePaths,
  UNMATCHED_PATH,
  type RouteParams,
} from './a11y-routes.ts';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env.ts';
import { expect, isoDateFromToday, registerViaApi, test, type MemberData } from './fixtures.ts';

/*
 * Accessibility: axe (WCAG 2.0/2.1 A and AA) on every route of the router's table, signed out,
 * as a paid member and as the admin; no serious or critical violation allowed. Then the dialogs:
 * focus stays inside a modal, Escape closes it and focus returns to its trigger. Then the guided
 * workout driven by the keyboard alone. One browser context per role, reused for all its pages.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const PHONE = { width: 375, height: 812 };
/** Key pages also checked on a 375 px phone. */
const PHONE_PAGES = ['/', '/login', '/onboarding', '/dashboard', '/workout', '/nutrition', '/blog'];

test.describe.configure({ mode: 'parallel' });

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

const describeFinding = (f: Finding) =>
  `${f.page}: ${f.rule} (${f.impact}) ${f.help}\n      at ${f.targets.join(' | ')}`;

/** axe on the page as it is now; returns its serious and critical violations. */
async function scan(page: Page, label: string, include?: string): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: the default finishes every run in a new blank tab,
  // which costs about a second a scan here (the app has no cross-origin frames to miss).
  // Only violations are collected (not passes), which makes each scan cheaper.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
}

function expectNoFindings(findings: Finding[]): void {
  expect(
    findings,
    `serious/critical axe violations:\n${findings.map(describeFinding).join('\n')}`,
  ).toEqual([]);
}

/**
 * Opens `path` and waits until the lazy page has rendered its heading and its data (no spinner or
 * skeleton left). A page that never settles is scanned as it is after 5 s. Once the app is loaded,
 * the next page is opened the way a link would (history push), which saves reloading the app for
 * every route; if no new page appears, it falls back to a full load.
 */
async function openPage(page: Page, path: string): Promise<void> {
  const appLoaded = page.url().startsWith(E2E_BASE_URL);
  if (appLoaded) {
    await page.evaluate((to) => {
      // The page's heading, not its <main>: the member layout (and its <main>) stays mounted
      // from one signed-in page to the next.
      for (const heading of document.querySelectorAll('h1')) heading.dataset.a11yPrevious = '';
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  const rendered = page.locator('h1:not([data-a11y-previous])').first();
  if (
    !appLoaded ||
    !(await rendered.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await page.goto(path);
  }
  const settled = { timeout: 5_000 };
  await page
    .locator('h1')
    .first()
    .waitFor(settled)
    .catch(() => undefined);
  await expect(page.locator('.animate-spin, .animate-pulse'))
    .toHaveCount(0, settled)
    .catch(() => undefined);
}

/**
 * Visits every path and scans it. A path that lands on a page already scanned in this context
 * (a signed-out visitor sent to `/` from a member page, say) is not scanned twice.
 */
async function scanRoutes(page: Page, role: string, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const scanned = new Set<string>();
  for (const path of paths) {
    const t0 = Date.now();
    await openPage(page, path);
    const t1 = Date.now();
    const landed = new URL(page.url()).pathname;
    if (scanned.has(landed)) continue;
    scanned.add(landed);
    const label = `[${role}] ${path}${landed === path ? '' : ` -> ${landed}`}`;
    findings.push(...(await scan(page, label)));
    // A11Y_TIMING=1 prints where the time goes, page by page.
    if (process.env.A11Y_TIMING)
      console.info(`${label} open ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  }
  return findings;
}

const newContext = (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext({ baseURL: E2E_BASE_URL, reducedMotion: 'reduce', ...options });

async function signInAdmin(context: BrowserContext): Promise<void> {
  const login = await context.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** A member signed in in `context`, on `tier` (dev payments upgrade at once). */
async function signInMember(
  context: BrowserContext,
  tier: 'free' | 'basic' | 'pro' | 'premium',
): Promise<MemberData> {
  const member = await registerViaApi(context.request);
  if (tier !== 'free') {
    const checkout = await context.request.post('/api/subscriptions/create-checkout', {
      data: { tier },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
  }
  return member;
}

/** Real values for the table's dynamic segments: a published slug, a post id, a referral code. */
async function loadRouteParams(): Promise<RouteParams> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const posts = (await (await api.get('/api/blog')).json()) as { slug: string; id: string }[];
    expect(posts.length, 'published blog posts (the starter posts)').toBeGreaterThan(0);

    await registerViaApi(api, { firstName: 'Riley' });
    const joined = await api.post('/api/affiliate/register', { data: {} });
    expect(joined.status(), await joined.text()).toBe(201);
    const { affiliate } = (await joined.json()) as { affiliate: { referralCode: string } };

    return { slug: posts[0]!.slug, blogPostId: posts[0]!.id, referralCode: affiliate.referralCode };
  } finally {
    await api.dispose();
  }
}

const ROUTES = routeTablePaths();

test.describe('axe on every route', () => {
  test('the route table is read, with its dynamic and catch-all routes', () => {
    expect(ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard',
        '/blog/:slug',
        '/admin/blog/edit/:id',
        '/:code',
        '*',
      ]),
    );
    const params: RouteParams = { slug: 's', blogPostId: 'i', referralCode: 'c' };
    expect(concretePath('/blog/:slug', params)).toBe('/blog/s');
    expect(concretePath('/admin/blog/edit/:id', params)).toBe('/admin/blog/edit/i');
    expect(concretePath('/:code', params)).toBe('/c');
    expect(concretePath('*', params)).toBe(UNMATCHED_PATH);
  });

  // A sweep of every route (about 30 pages, each scanned by axe), not one journey: on a 2-core
  // runner beside the other worker it takes 50 to 90 s, so it gets 150 s.
  test('signed out: every route', async ({ browser }) => {
    test.setTimeout(150_000);
    const params = await loadRouteParams();
    const context = await newContext(browser);
    const page = await context.newPage();
    const paths = ROUTES.map((route) => concretePath(route, params));
    expectNoFindings(await scanRoutes(page, 'signed out', paths));
    await context.close();
  });

  test('as a Premium member: every route (and Access Denied on an admin page)', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const params = await loadRouteParams();
    const context = await newContext(browser);
    await signInMember(context, 'premium');
    const page = await context.newPage();
    // Every admin route shows a member the same Access Denied page: the first one stands for all.
    const firstAdmin = ROUTES.find(isAdminRoute);
    const paths = ROUTES.filter((route) => !isAdminRoute(route) || route === firstAdmin).map(
      (route) => concretePath(route, params),
    );
    expectNoFindings(await scanRoutes(page, 'member', paths));
    await context.close();
  });

  test('as the admin: every admin route', async ({ browser }) => {
    test.setTimeout(60_000);
    const params = await loadRouteParams();
    const context = await newContext(browser);
    await signInAdmin(context);
    // The editor of a real post: the id comes from the admin list (drafts included).
    const posts = (await (await context.request.get('/api/admin/blog')).json()) as { id: string }[];
    expect(posts.length).toBeGreaterThan(0);
    const adminParams = { ...params, blogPostId: posts[0]!.id };
    const page = await context.newPage();
    const paths = ROUTES.filter(isAdminRoute).map((route) => concretePath(route, adminParams));
    expect(paths.length).toBeGreaterThan(0);
    expectNoFindings(await scanRoutes(page, 'admin', paths));
    await context.close();
  });

  test('on a 375 px phone: key pages, signed out and as a member', async ({ browser }) => {
    test.setTimeout(60_000);
    const phone = { viewport: PHONE, isMobile: true, hasTouch: true };
    const visitor = await newContext(browser, phone);
    const findings = await scanRoutes(await visitor.newPage(), 'phone, signed out', PHONE_PAGES);
    await visitor.close();

    const context = await newContext(browser, phone);
    await signInMember(context, 'premium');
    findings.push(...(await scanRoutes(await context.newPage(), 'phone, member', PHONE_PAGES)));
    await context.close();
    expectNoFindings(findings);
  });
});

/** Selector of the elements Tab can reach inside a container. */
const TABBABLE =
  ':is(a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]):not([disabled]):not([tabindex="-1"]):not([aria-hidden="true"])';

const focusIsInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/**
 * Opens a modal dialog from `trigger` with the keyboard and checks it: axe finds nothing serious
 * inside it, focus starts inside, Tab and Shift+Tab keep it inside (past the last element and
 * back), Escape closes it and focus returns to the trigger.
 */
async function checkModalDialog(
  page: Page,
  trigger: Locator,
  dialogName: string,
  findings: Finding[],
): Promise<void> {
  await expect(trigger).toBeEnabled();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), `focus moves into "${dialogName}"`).toBe(true);
  findings.push(...(await scan(page, `dialog "${dialogName}"`, '[role="dialog"]')));

  // Focus can only leave past the ends: Tab from the last element and Shift+Tab from the first
  // must wrap round inside the dialog.
  const tabbable = dialog.locator(TABBABLE);
  await page.keyboard.press('Tab');
  expect(await focusIsInside(dialog), `Tab stays inside "${dialogName}"`).toBe(true);
  await tabbable.last().focus();
  await page.keyboard.press('Tab');
  expect(await focusIsInside(dialog), `Tab from the last element wraps in "${dialogName}"`).toBe(
    true,
  );
  await tabbable.first().focus();
  await page.keyboard.press('Shift+Tab');
  expect(
    await focusIsInside(dialog),
    `Shift+Tab from the first element wraps in "${dialogName}"`,
  ).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger, `focus returns to the trigger of "${dialogName}"`).toBeFocused();
}

test.describe('dialogs', () => {
  test('a free member: upgrade prompt, delete confirmations, preferences, Flex chat', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await newContext(browser);
    await signInMember(context, 'free');
    const page = await context.newPage();
    const findings: Finding[] = [];

    // Data to delete (through the API: the forms have their own specs).
    const note = await context.request.post('/api/notes', {
      data: { title: 'Grip work', content: 'Dead hangs after every session.' },
    });
    expect(note.status(), await note.text()).toBe(201);
    const measurement = await context.request.post('/api/measurements', {
      data: { type: 'weight', value: '171', date: isoDateFromToday(-1) },
    });
    expect(measurement.status(), await measurement.text()).toBe(201);

    await openPage(page, '/dashboard');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: /Nutrition Tracking/ }),
      'Nutrition Tracking',
      findings,
    );

    await openPage(page, '/notes');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Delete note Grip work' }),
      'Delete this note?',
      findings,
    );

    await openPage(page, '/measurements');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: /^Delete weight 171/ }),
      'Delete this measurement?',
      findings,
    );

    await openPage(page, '/account-settings');
    const preferences = page.getByRole('region', { name: 'Fitness Preferences' });
    await checkModalDialog(
      page,
      preferences.getByRole('button', { name: 'Edit' }),
      'Edit Fitness Preferences',
      findings,
    );
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Delete my account' }),
      'Delete your account?',
      findings,
    );

    await openPage(page, '/upgrade');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Choose Pro' }),
      'Continue to Checkout',
      findings,
    );

    await openPage(page, '/affiliate');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Join Affiliate Program' }),
      'Join the Affiliate Program',
      findings,
    );

    // The Flex chat window is a non-modal dialog (the page stays usable beside it), so Tab may
    // leave it; it takes focus on open, closes on Escape and gives focus back to the bubble.
    await openPage(page, '/dashboard');
    const bubble = page.getByRole('button', { name: /^Open Flex chat/ });
    await bubble.focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog');
    await expect(chat).toBeVisible();
    await expect.poll(() => focusIsInside(chat), 'focus moves into the Flex chat').toBe(true);
    findings.push(...(await scan(page, 'dialog "Flex chat"', '[role="dialog"]')));
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: /^Open Flex chat/ })).toBeFocused();

    expectNoFindings(findings);
    await context.close();
  });

  test('a member: save and share on the workout screen, buying credits, a new referral code', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await newContext(browser);
    await signInMember(context, 'free');
    const joined = await context.request.post('/api/affiliate/register', { data: {} });
    expect(joined.status(), await joined.text()).toBe(201);
    const page = await context.newPage();
    const findings: Finding[] = [];

    await openPage(page, '/workout');
    await page.getByRole('button', { name: 'Generate Workout', exact: true }).click();
    await expect(page.getByText(/^Exercise 1 of \d+$/)).toBeVisible();
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Save Workout', exact: true }),
      'Save Workout',
      findings,
    );

    // Skipping every exercise ends the session on the completion screen.
    const complete = page.getByRole('heading', { name: 'Workout Complete!' });
    for (let n = 0; n < 20 && !(await complete.isVisible()); n += 1) {
      await page.getByRole('button', { name: 'Skip Exercise', exact: true }).click();
    }
    await expect(complete).toBeVisible();
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Share Achievement', exact: true }),
      'Share Achievement',
      findings,
    );

    await openPage(page, '/buy-credits');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Buy Value', exact: true }),
      'Buy Value pack',
      findings,
    );

    await openPage(page, '/affiliate');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: 'Regenerate Code', exact: true }),
      'Regenerate your referral code?',
      findings,
    );

    expectNoFindings(findings);
    await context.close();
  });

  test('the admin: blog delete and affiliate suspension confirmations', async ({ browser }) => {
    // An affiliate to suspend, signed up in a context of its own.
    const affiliateApi = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const affiliate = await registerViaApi(affiliateApi, { firstName: 'Jordan' });
    const joined = await affiliateApi.post('/api/affiliate/register', { data: {} });
    expect(joined.status(), await joined.text()).toBe(201);
    await affiliateApi.dispose();

    const context = await newContext(browser);
    await signInAdmin(context);
    const page = await context.newPage();
    const findings: Finding[] = [];
    await openPage(page, '/admin/blog');
    await checkModalDialog(
      page,
      page.getByRole('button', { name: /^Delete / }).first(),
      'Are you sure?',
      findings,
    );
    await openPage(page, '/admin/affiliate');
    await checkModalDialog(
      page,
      page
        .getByRole('row')
        .filter({ hasText: affiliate.email })
        .getByRole('button', { name: /^Suspend / }),
      'Suspend this affiliate?',
      findings,
    );
    expectNoFindings(findings);
    await context.close();
  });
});

/**
 * Moves focus with Tab (at most `limit` presses) until `target` has it, as a keyboard user
 * would, and fails if it is never reached.
 */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let n = 0; n < limit; n += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/**
 * Activates a button with the keyboard. Notes (as a test annotation) when focus falls back to the
 * page body afterwards, which sends a keyboard user back to the top of the page.
 */
async function pressButton(page: Page, name: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForTimeout(100);
  const focused = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
  if (focused === 'BODY') {
    test.info().annotations.push({
      type: 'focus lost',
      description: `after "${name}", focus fell back to the page body`,
    });
  }
}

test('the guided workout works with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await registerViaApi(page.request);
  await openPage(page, '/workout');

  await pressButton(page, 'Generate Workout');
  const position = page.getByText(/^Exercise 1 of \d+$/);
  await expect(position).toBeVisible();
  // The Generate button is gone: focus must land in the exercise view, not back at the top.
  await expect(page.locator('#exercise-name')).toBeFocused();
  const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')?.[1]);

  await pressButton(page, 'Start');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Complete a set, then skip the rest.
  await pressButton(page, 'Complete Set');
  await expect(page.getByRole('timer', { name: 'Rest time remaining' })).toBeVisible();
  await pressButton(page, 'Skip Rest');
  await expect(page.getByText(/^Set 2 of \d+$/)).toBeVisible();

  // Skip the exercise.
  await pressButton(page, 'Skip Exercise');
  if (total > 1) {
    await expect(page.getByText(`Exercise 2 of ${total}`, { exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
  }
});
