import { createHash } from 'node:crypto';
import { EARLY_INSTALL_PROMPT, EARLY_TAP, scriptJson } from '../../src/domain/page-rendering';

/**
 * A server-rendered page is readable before any of the app's code runs, so on a slow connection the code must not
 * take the bandwidth the page's stylesheet and main pictures need: it is asked for once the page has been painted
 * with its main pictures (at most 3 s after they were asked for), then all of it at once. Asking for a module and
 * running one of the shell's chunks each take a task of their own, the entry (the largest download) asked for first
 * and run last: run in one go the app's modules held a phone's main thread for 150-300 ms, and a tap or a scroll with
 * it. The page's own chunks are left for the entry to run once it has taken the first screen in hand: a page module
 * may wait for the first screen's end (`afterFirstScreen` in src/lib/first-screen.ts). Meanwhile the loader keeps the
 * browser's install prompt for the app, which would otherwise miss it (and the browser show its own bar), and the
 * last button tapped in a part marked `data-early-taps` (the buy box), which the app presses once it has taken the
 * page over, so a tap made before is not lost. It is the
 * page's one inline script, allowed by its hash in the Content-Security-Policy
 * (docs/decisions/0040-app-code-after-the-first-paint.md).
 */
const APP_CODE_ELEMENT_ID = 'app-code';

const LOADER = `const code = JSON.parse(document.getElementById('${APP_CODE_ELEMENT_ID}').textContent);
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  window.${EARLY_INSTALL_PROMPT} = event;
});
addEventListener('click', (event) => {
  if (document.documentElement.hasAttribute('data-hydrated')) return;
  const button = event.target.closest?.('[data-early-taps] button');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  window.${EARLY_TAP} = button;
}, true);
let asked = false;
const nextTask = () => new Promise((next) => setTimeout(next));
const load = async () => {
  if (asked) return;
  asked = true;
  for (const href of [code.entry, ...code.shell, ...code.page]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  for (const href of code.shell) {
    await import(href).catch(() => {});
    await nextTask();
  }
  import(code.entry);
};
const afterPaint = () => {
  requestAnimationFrame(() => setTimeout(load));
  setTimeout(load, 1000);
};
const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((picture) => !picture.complete);
let loading = pictures.length;
const loaded = () => {
  if (--loading === 0) afterPaint();
};
for (const picture of pictures) {
  picture.addEventListener('load', loaded);
  picture.addEventListener('error', loaded);
}
if (loading) setTimeout(afterPaint, 3000);
else afterPaint();`;

/** The loader's CSP source; a page without a server-rendered first screen has no inline script at all. */
export const APP_CODE_LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

interface ShellCode {
  /** the shell without its entry script and module preloads */
  template: string;
  entry: string;
  modules: string[];
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built shell's code, taken out of its head; null for the source template (no build, nothing to defer). */
export function shellCode(template: string): ShellCode | null {
  const entry = ENTRY.exec(template);
  if (!entry) return null;
  const modules = [...template.matchAll(PRELOAD)].map((match) => match[1]!);
  return { template: template.replace(ENTRY, '').replace(PRELOAD, ''), entry: entry[1]!, modules };
}

/**
 * The element naming the code to load and the loader, for the end of a server-rendered page: the shell's entry, the
 * modules it imports (run ahead of it), and the page's own chunks (run by the entry).
 */
export function appCodeScripts(entry: string, shell: string[], page: string[]): string {
  const code = scriptJson({ entry, shell, page });
  return `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">${code}</script><script type="module">${LOADER}</script>`;
}
