import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chunkSize, sum, type BundleFigures } from './bundle.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(CHROMIUM);

export interface LandingLoad {
  /** Scripts requested before the hero heading was rendered (the critical path of `/`). */
  beforeHero: BundleFigures;
  /** Every script a first visit requests until no script has been requested for 1.5 s. */
  untilIdle: BundleFigures;
  heroMs: number;
}

declare global {
  interface Window {
    __heroAt?: number;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a first visit to `/` really loads, from the page's Resource Timing entries, each script
 * sized as its built file gzipped at level 9 (like the static figure). Playwright's `networkidle`
 * is not used: the page's keepalive analytics beacon never reports as finished in Chromium.
 */
export async function landingPageScripts(baseUrl: string): Promise<LandingLoad> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')) {
          window.__heroAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') lastScriptAt = Date.now();
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastScriptAt < 1_500 && Date.now() < deadline) await sleep(100);

    const { heroAt, scripts } = await page.evaluate(() => ({
      heroAt: window.__heroAt ?? Number.POSITIVE_INFINITY,
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
      beforeHero: toFigures(scripts.filter((s) => s.startTime < heroAt).map((s) => s.path)),
      untilIdle: toFigures(scripts.map((s) => s.path)),
      heroMs: Math.round(heroAt),
    };
  } finally {
    await browser.close();
  }
}
