/**
 * Lighthouse (its Node API, default config: the mobile profile with simulated throttling) on a
 * running production server, in Debian's Chromium started by chrome-launcher (headless, the
 * project's launch flags). Performance, accessibility, best practices and SEO per page, with the
 * performance metrics and the failing audits of each category so a missed budget can be traced.
 * Each page is audited RUNS times (one run's performance score moves by several points): scores
 * and metrics are the medians, beside the machine's benchmark index (Lighthouse's own CPU figure,
 * `environment.benchmarkIndex`; its simulated throttling assumes a fast desktop, so a slower
 * machine scores lower).
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
  /** Lighthouse's CPU benchmark of this machine during the run (median over the runs). */
  benchmarkIndex: number | null;
  /** Each run's performance score, in order (the page's score is their median). */
  performanceRuns: (number | null)[];
  /** Lighthouse runs made (a run without a performance score is retried, at most twice). */
  attempts: number;
}

/** Runs per page; the table gives the medians. */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

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
): Promise<Omit<LighthousePage, 'attempts' | 'performanceRuns'>> {
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
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

/** The median of the numbers (the lower middle of an even count); null when there are none. */
function medianOf(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
}

type Run = Omit<LighthousePage, 'attempts' | 'performanceRuns'>;

/** One page's runs as one figure: each score and metric is the median of the runs. */
function medianPage(runs: Run[], attempts: number): LighthousePage {
  // The failing audits and notes of the run whose performance score is the median.
  const middle = medianOf(runs.map((r) => r.scores.performance));
  const typical = runs.find((r) => r.scores.performance === middle) ?? runs[0]!;
  return {
    ...typical,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, medianOf(runs.map((r) => r.scores[c]))]),
    ) as Record<Category, number | null>,
    metrics: Object.fromEntries(
      METRICS.map((id) => [id, medianOf(runs.map((r) => r.metrics[id] ?? null))]),
    ),
    benchmarkIndex: medianOf(runs.map((r) => r.benchmarkIndex)),
    performanceRuns: runs.map((r) => r.scores.performance),
    attempts,
  };
}

/** Audits every page `runs` times in one headless Chromium, one after the other. */
export async function auditPages(
  baseUrl: string,
  pages: PageToAudit[],
  runs = RUNS,
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results: LighthousePage[] = [];
    for (const page of pages) {
      const done: Run[] = [];
      let attempts = 0;
      while (done.length < runs && attempts < runs + ATTEMPTS - 1) {
        attempts += 1;
        const run = await auditOnce(chrome.port, baseUrl, page);
        // A run without a performance score (a Lighthouse hiccup) is retried, not counted.
        if (run.scores.performance !== null && run.runtimeError === null) done.push(run);
        else if (done.length === 0 && attempts === runs + ATTEMPTS - 1) done.push(run);
      }
      results.push(medianPage(done, attempts));
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
