/**
 * Lighthouse (its Node API, default config: the mobile profile with simulated throttling) on a
 * running production server, in Debian's Chromium started by chrome-launcher (headless, the
 * project's launch flags). Performance, accessibility, best practices and SEO per page, with the
 * performance metrics and the failing audits of each category so a missed budget can be traced.
 * A signed-in page is audited with the member's session cookie sent as an extra request header
 * (Lighthouse clears the origin's storage, cookies included, before each run; a header survives).
 *
 * Run alone against a running server: `node --import tsx bench/lighthouse.ts http://127.0.0.1:3000`.
 */
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  /** 0-100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Milliseconds (CLS unitless), simulated mobile. */
  metrics: Record<string, number | null>;
  /** Audits scored below 1 (id: title), per category, to explain a low score. */
  failing: Partial<Record<Category, string[]>>;
  /** Console errors Lighthouse saw (best practices: errors-in-console). */
  consoleErrors: string[];
  /** Elements that moved, with their share of the layout shift (performance: CLS). */
  layoutShifts: string[];
  runtimeError: string | null;
  warnings: string[];
  /** Lighthouse runs needed (a run without a performance score is retried, at most 3 in all). */
  attempts: number;
}

export interface PageToAudit {
  path: string;
  /** `fc_session=...` for a signed-in page. */
  cookie?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
] as const;

const ATTEMPTS = 3;

interface DetailsItem {
  description?: string;
  url?: string;
  source?: string;
  node?: { selector?: string; nodeLabel?: string };
  score?: number;
}
const itemsOf = (audit: { details?: unknown } | undefined): DetailsItem[] => {
  const details = audit?.details as { items?: DetailsItem[] } | undefined;
  return details?.items ?? [];
};

async function auditOnce(
  port: number,
  baseUrl: string,
  page: PageToAudit,
): Promise<Omit<LighthousePage, 'attempts'>> {
  const runner = await lighthouse(`${baseUrl}${page.path}`, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = runner;
  const score = (c: Category) => {
    const value = lhr.categories[c]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const failing: LighthousePage['failing'] = {};
  for (const category of CATEGORIES) {
    const ids = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.title} (${Math.round(audit.score! * 100)})`);
    if (ids.length > 0) failing[category] = ids;
  }
  return {
    path: page.path,
    signedIn: Boolean(page.cookie),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<
      Category,
      number | null
    >,
    metrics: Object.fromEntries(
      METRICS.map((id) => {
        const value = lhr.audits[id]?.numericValue;
        return [id, typeof value === 'number' ? Math.round(value * 1000) / 1000 : null];
      }),
    ),
    failing,
    consoleErrors: itemsOf(lhr.audits['errors-in-console']).map((item) =>
      `${item.source ?? ''} ${item.description ?? ''} ${item.url ?? ''}`.trim(),
    ),
    layoutShifts: itemsOf(lhr.audits['layout-shifts']).map(
      (item) =>
        `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} (${Math.round((item.score ?? 0) * 1000) / 1000})`,
    ),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map(String),
  };
}

/** Audits every page in one headless Chromium, one after the other. */
export async function auditPages(baseUrl: string, pages: PageToAudit[]): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results: LighthousePage[] = [];
    for (const page of pages) {
      let audited: LighthousePage | undefined;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        audited = { ...(await auditOnce(chrome.port, baseUrl, page)), attempts: attempt };
        if (audited.scores.performance !== null && audited.runtimeError === null) break;
      }
      results.push(audited!);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const cookie = process.argv[3];
  auditPages(baseUrl, [
    { path: '/' },
    { path: '/blog' },
    ...(cookie ? [{ path: '/dashboard', cookie }] : []),
  ])
    .then((pages) => console.info(JSON.stringify(pages, null, 2)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
