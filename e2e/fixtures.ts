import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_BASE_URL, E2E_OUTBOX_DIR } from './e2e-env.ts';

export { expect };

/** An address no other test (or earlier run) has used. */
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@e2e.test`;

/** A yyyy-MM-dd date `days` from today (local time, as the date input expects). */
export function isoDateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface MemberData {
  firstName: string;
  email: string;
  password: string;
}

export const newMemberData = (overrides: Partial<MemberData> = {}): MemberData => ({
  firstName: 'Jordan',
  email: uniqueEmail(),
  password: 'correct horse battery staple',
  ...overrides,
});

/**
 * Creates an account through the API (faster than the wizard, for journeys that start with an
 * existing member). With `page.request` the browser context receives the session cookie, so the
 * page loads signed in; with the `request` fixture the browser stays signed out.
 */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<MemberData> = {},
): Promise<MemberData> {
  const member = newMemberData(overrides);
  const response = await request.post(`${E2E_BASE_URL}/api/auth/register`, {
    data: {
      email: member.email,
      password: member.password,
      firstName: member.firstName,
      gender: 'other',
      level: 'beginner',
      goals: ['general-fitness'],
      equipment: ['no-equipment'],
      currentWeight: 170,
      targetWeight: 165,
      targetDate: isoDateFromToday(120),
      timeAvailable: '30',
      daysPerWeek: '3',
      newsletterConsent: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

/** Signs in through the /login form and waits for the landing page to greet the member. */
export async function signInThroughForm(page: Page, member: MemberData): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectSignedInLanding(page, member.firstName);
}

/** On `/` with the hero greeting the member and the header offering Logout. */
export async function expectSignedInLanding(page: Page, firstName: string): Promise<void> {
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome back, ${firstName}`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** On `/` signed out: the header offers Sign In and Get Started, and Logout is gone. */
export async function expectSignedOutLanding(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/**
 * The toast whose title is exactly `title`. Radix also copies the text into a visually hidden
 * aria-live region ("Notification Login Failed ..."), so match the title exactly, inside the
 * "Notifications (F8)" region.
 */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  createdAt?: string;
}

/** The newest mail the server wrote to `$DATA_DIR/outbox/` for `to`, or undefined. */
async function newestMailTo(to: string): Promise<OutboxMail | undefined> {
  let files: string[];
  try {
    files = (await readdir(E2E_OUTBOX_DIR)).filter((f) => f.endsWith('.json'));
  } catch {
    return undefined; // no mail sent yet
  }
  // File names start with an ISO timestamp: newest last.
  for (const file of files.sort().reverse()) {
    try {
      const mail = JSON.parse(
        await readFile(path.join(E2E_OUTBOX_DIR, file), 'utf8'),
      ) as OutboxMail;
      if (mail.to.toLowerCase() === to.toLowerCase()) return mail;
    } catch {
      // Being written right now: the next poll reads it whole.
    }
  }
  return undefined;
}

/** Waits (up to 10 s) for a mail to `to` in the server's outbox and returns the newest. */
export async function waitForMailTo(to: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        mail = await newestMailTo(to);
        return mail !== undefined;
      },
      { message: `a mail to ${to} in ${E2E_OUTBOX_DIR}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail!;
}

/** The password-reset link in a mail's text. */
export function resetLinkFrom(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(text);
  if (!match) throw new Error(`no reset link in the mail text:\n${text}`);
  return new URL(match[0]);
}

/** Horizontal overflow check for phone layouts. */
export const documentScrollWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The page's level-1 heading as the server paints it before any script runs (decision 029): opens
 * `path` with JavaScript off at `page`'s viewport, checks the heading and `alsoVisible`, and
 * returns the heading's box, for a test to compare with where the app draws it.
 */
export async function paintedHeadingBox(
  browser: Browser,
  page: Page,
  path: string,
  { heading, alsoVisible }: { heading: string; alsoVisible: (painted: Page) => Locator },
) {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  try {
    const painted = await noScript.newPage();
    await painted.goto(path);
    const level1 = painted.getByRole('heading', { level: 1 });
    await expect(level1).toHaveText(heading);
    await expect(alsoVisible(painted)).toBeVisible();
    return await level1.boundingBox();
  } finally {
    await noScript.close();
  }
}

/** The app took the painted top over in place: its heading within 1 px of where it was painted. */
export function expectSamePlace(
  before: { x: number; y: number } | null,
  after: { x: number; y: number } | null,
): void {
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1);
}

/**
 * `member`: a fresh account made through the API by a separate request context, so the browser
 * starts signed out (use `registerViaApi(page.request)` for a signed-in browser).
 */
export const test = base.extend<{ member: MemberData }>({
  member: async ({ request }, use) => {
    await use(await registerViaApi(request));
  },
});
