/**
 * Takes the pictures of the store that the manifests offer the install dialog (`screenshots`): its home page on a
 * phone and on a desktop, in each language, from a running store with the demo catalogue, in headless Chromium.
 * The privacy choice is made beforehand, so the pictures show the shop rather than its question.
 *
 *   npm run build && npm start   (in another shell)
 *   npx tsx scripts/make-screenshots.ts http://127.0.0.1:8080
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

/** The install dialog's two shapes: a phone held upright and a desktop window, at one device pixel per px. */
export const SCREENSHOT_SIZES = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 800 },
} as const;

export const screenshotFile = (lang: 'uk' | 'ru', formFactor: keyof typeof SCREENSHOT_SIZES) =>
  `/screenshots/home-${lang}-${formFactor}.png`;

async function main(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    mkdirSync(join('public', 'screenshots'), { recursive: true });
    for (const lang of ['uk', 'ru'] as const) {
      for (const [formFactor, viewport] of Object.entries(SCREENSHOT_SIZES) as [
        keyof typeof SCREENSHOT_SIZES,
        (typeof SCREENSHOT_SIZES)['wide'],
      ][]) {
        // The page's CSP allows no evaluated text; the two waits below are text.
        const context = await browser.newContext({ viewport, serviceWorkers: 'block', bypassCSP: true });
        await context.addCookies([{ name: 'consent', value: 'none', url: base }]);
        const page = await context.newPage();
        await page.goto(`${base}${lang === 'ru' ? '/ru' : '/'}`);
        // Page code as text: these scripts are compiled without the browser's types.
        await page.waitForFunction("document.documentElement.hasAttribute('data-hydrated')");
        // Every picture of the first screen drawn, none half-loaded.
        await page.waitForFunction(`[...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          return img.complete || box.top >= innerHeight || box.left >= innerWidth || box.right <= 0;
        })`);
        const file = join('public', screenshotFile(lang, formFactor));
        // A palette PNG: a few flat colours and soft gradients lose nothing a dialog's thumbnail shows, at a third of the bytes.
        await sharp(await page.screenshot())
          .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
          .toFile(file);
        console.log(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('make-screenshots.ts')) await main(process.argv[2] ?? 'http://127.0.0.1:8080');
