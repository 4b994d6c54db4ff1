import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chunkSize, sum, type BundleFigures } from './bundle.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(CHROMIUM);
/** ARCHITECTURE.md section 8's launch flags, plus /dev/shm off (small containers). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export interface PageLoad {
  path: string;
  /** Scripts requested before the page's main heading was rendered (its critical path). */
  beforeReady: BundleFigures;
  /** Every script a first visit requests until no script has been requested for 1.5 s. */
  untilIdle: BundleFigures;
  /** Milliseconds from navigation to the main heading. */
  readyMs: number;
}

export interface PageToLoad {
  path: string;
  /** The page's main heading (level 1): its text must match, e.g. /Welcome back/. */
  heading: RegExp;
  /** `fc_session=...` for a signed-in visit. */
  cookie?: string;
}

declare global {
  interface Window {
    __readyAt?: number;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * What a first visit to a page really loads, from the page's Resource Timing entries, each script
 * sized as its built file gzipped at level 9 (like the static figure): the scripts requested
 * before the page's main heading appeared (what the browser needs before the page is usable), and
 * all scripts until script requests stop. Playwright's `networkidle` is not used: the page's
 * keepalive analytics beacon never reports as finished in Chromium.
 */
export async function pageScripts(
  browser: Browser,
  baseUrl: string,
  target: PageToLoad,
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    if (target.cookie) {
      const [name, ...value] = target.cookie.split('=');
      await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }]);
    }
    const page = await context.newPage();
    await page.addInitScript(
      ([source, flags]) => {
        const heading = new RegExp(source, flags);
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector('h1');
          if (h1 && heading.test(h1.textContent ?? '')) {
            window.__readyAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      [target.heading.source, target.heading.flags] as const,
    );
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastScriptAt = Date.now();
    });
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastScriptAt < 1_500 && Date.now() < deadline) await sleep(100);

    const { readyAt, scripts } = await page.evaluate(() => ({
      readyAt: window.__readyAt ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).origin === location.origin && e.name.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
    }));
    const toFigures = (paths: string[]): BundleFigures => {
      const chunks = [...new Set(paths)].map(chunkSize);
      return { chunks, gzipBytes: sum(chunks) };
    };
    return {
      path: target.path,
      beforeReady: toFigures(scripts.filter((s) => s.startTime < readyAt).map((s) => s.path)),
      untilIdle: toFigures(scripts.map((s) => s.path)),
      readyMs: Math.round(readyAt),
    };
  } finally {
    await context.close();
  }
}
