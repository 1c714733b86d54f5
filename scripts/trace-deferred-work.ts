/**
 * npx tsx scripts/trace-deferred-work.ts [/path …] — when the work a first screen does not show happens, against the
 * moment the page came alive (`data-hydrated`), on a first visit under 4× CPU slowdown: the other-tabs channel, the
 * install offer's count, the first analytics events, the service worker's registration, the privacy sheet
 * (docs/decisions/0084-work-the-first-screen-does-not-show-waits-for-idle.md). Each should come after, not before.
 * env: TRACE_CPU_SLOWDOWN (default 4), CHROMIUM_PATH, DIST_DIR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startStore } from './bench-lighthouse';

const DEFAULT_PATHS = ['/', '/product/1411'];

/** Notes in the page, as plain script text (a bundled function would carry the bundler's helpers along). */
const WATCH = `(() => {
  const log = (window.__deferredWork = []);
  const at = (what) => log.some((l) => l[0] === what) || log.push([what, Math.round(performance.now())]);
  const Channel = window.BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    constructor(name) { super(name); at('other-tabs channel opened'); }
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === 'kramnytsia:install-offer') at('install offer counts the page');
    return setItem.call(this, key, value);
  };
  let recorder;
  Object.defineProperty(window, '__analyticsRecorder', {
    configurable: true,
    get: () => recorder,
    set: (events) => {
      recorder = events;
      const push = events.push.bind(events);
      events.push = (...made) => { for (const event of made) at('analytics ' + event.name); return push(...made); };
    },
  });
  const worker = navigator.serviceWorker;
  if (worker) { const register = worker.register.bind(worker); worker.register = (...args) => (at('service worker registered'), register(...args)); }
  new MutationObserver(() => {
    if (document.documentElement.hasAttribute('data-hydrated')) at('ALIVE');
    if (document.querySelector('.consent')) at('privacy sheet shown');
  }).observe(document, { attributes: true, childList: true, subtree: true });
})()`;

export async function traceDeferredWork(paths: string[]): Promise<void> {
  const slowdown = Number(process.env.TRACE_CPU_SLOWDOWN ?? 4);
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-deferred-'));
  try {
    const { app, origin } = await startStore(dir);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      console.log(`First visit, ${slowdown}× CPU slowdown, phone viewport: ms from the page coming alive`);
      for (const path of paths) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          hasTouch: true,
          locale: 'uk-UA',
        });
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await page.addInitScript(WATCH);
        await page.goto(origin + path, { waitUntil: 'load' });
        await page.waitForTimeout(4_000 * Math.max(1, slowdown / 2));
        const log = await page.evaluate<[string, number][]>('window.__deferredWork');
        const alive = log.find(([what]) => what === 'ALIVE')?.[1];
        console.log(`\n${path}: alive at ${alive ?? '–'} ms`);
        for (const [what, at] of log)
          if (what !== 'ALIVE')
            console.log(`  ${what}: ${alive === undefined ? `${at} ms` : `${at - alive >= 0 ? '+' : ''}${at - alive} ms`}`);
        await context.close();
      }
    } finally {
      await browser.close();
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const paths = process.argv.slice(2);
  await traceDeferredWork(paths.length ? paths : DEFAULT_PATHS);
}
