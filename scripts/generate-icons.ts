/**
 * Draws the FlexCoach logo mark (`web/components/logo.tsx`) into the PNG icons of the web app
 * manifest and the Apple touch icon, with Chromium. The PNGs are committed; run this again only
 * when the logo changes:
 *
 *   node --import tsx scripts/generate-icons.ts
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT_DIR = path.resolve(import.meta.dirname, '../web/public/icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BACKGROUND = '#0b0b14';
const BOLT = '<path d="M18.5 5 9 18h6l-1.5 9L23 14h-6l1.5-9z" fill="#c5f135" />';

/** The logo mark as drawn in the app: rounded dark tile, faint border, lime bolt. */
const roundedMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="8" fill="${BACKGROUND}" />
  <rect x="0.5" y="0.5" width="31" height="31" rx="7.5" fill="none" stroke="#ffffff" stroke-opacity="0.14" />
  ${BOLT}
</svg>`;

/**
 * Full-bleed square (the platform applies its own mask or corner radius); the bolt is scaled into
 * the maskable safe zone, the centre circle of 80% of the width.
 */
const fullBleedMark = (boltScale: number) => {
  const offset = 16 - 16 * boltScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BACKGROUND}" />
  <g transform="translate(${offset} ${offset}) scale(${boltScale})">${BOLT}</g>
</svg>`;
};

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: roundedMark, transparent: true },
  { file: 'icon-512.png', size: 512, svg: roundedMark, transparent: true },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleedMark(0.9), transparent: false },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedMark(0.85), transparent: false },
] as const;

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<div style="width:${icon.size}px;height:${icon.size}px">` +
        icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `) +
        `</div></body></html>`,
    );
    const file = path.join(OUT_DIR, icon.file);
    await page.screenshot({ path: file, omitBackground: icon.transparent, type: 'png' });
    await page.close();
    console.info(`${path.relative(process.cwd(), file)}: ${statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
