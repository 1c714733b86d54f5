import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_MANIFESTS } from '../src/domain/app-manifest';
import { localizedPath, type Lang } from '../src/domain/paths';
import { SCREENSHOT_SIZES, screenshotFile } from './make-screenshots';

interface Shortcut {
  name: string;
  short_name: string;
  description: string;
  url: string;
  icons: { src: string }[];
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  icons: { src: string; sizes: string; purpose: string }[];
  screenshots: { src: string; sizes: string; type: string; form_factor: string; label: string }[];
  shortcuts: Shortcut[];
}

/** The manifest a page of `lang` links, read from the top-level file the build takes it from. */
const manifestOf = (lang: Lang) => JSON.parse(readFileSync(APP_MANIFESTS[lang].slice(1), 'utf8')) as Manifest;
const uk = manifestOf('uk');
const ru = manifestOf('ru');

/** The letters only one of the two languages has: a text of the other language has none of them. */
const ONLY_IN: Record<Lang, RegExp> = { uk: /[іїєґ]/i, ru: /[ыэъё]/i };
const texts = (m: Manifest) => [
  m.name,
  m.short_name,
  m.description,
  ...m.screenshots.map((s) => s.label),
  ...m.shortcuts.flatMap((s) => [s.name, s.short_name, s.description]),
];

/** A PNG's width and height, from its header. */
function pngSize(path: string): string {
  const png = readFileSync(path);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('one manifest per language', () => {
  it.each([
    ['uk', uk, 'ru'],
    ['ru', ru, 'uk'],
  ] as const)('the %s manifest speaks its language only', (lang, manifest, other) => {
    expect(manifest.lang).toBe(lang);
    expect(texts(manifest).filter((text) => ONLY_IN[other].test(text))).toEqual([]);
  });

  it('the Russian app is its own, starts on the Russian home page and its shortcuts open the Russian pages', () => {
    expect(ru.id).not.toBe(uk.id);
    expect(ru.start_url).toBe(`${localizedPath('ru', '/')}?source=pwa`);
    expect(uk.start_url).toBe('/?source=pwa');
    expect(ru.scope).toBe(uk.scope);
    const russianOf = (url: string) => {
      const address = new URL(url, 'https://shop.test');
      return localizedPath('ru', address.pathname) + address.search;
    };
    expect(ru.shortcuts.map((s) => s.url)).toEqual(uk.shortcuts.map((s) => russianOf(s.url)));
    expect(ru.shortcuts.map((s) => s.icons)).toEqual(uk.shortcuts.map((s) => s.icons));
    expect(ru.icons).toEqual(uk.icons);
  });

  it.each([
    ['uk', uk],
    ['ru', ru],
  ] as const)('the %s manifest offers the install dialog a phone and a desktop picture of the store in its language', (lang, manifest) => {
    expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const formFactor = shot.form_factor as keyof typeof SCREENSHOT_SIZES;
      expect(shot.src).toBe(screenshotFile(lang, formFactor));
      const { width, height } = SCREENSHOT_SIZES[formFactor];
      expect(shot.sizes).toBe(`${width}x${height}`);
      expect(pngSize(`public${shot.src}`)).toBe(shot.sizes);
      // Small: the browser fetches them only to offer the app, but they live in the repository.
      expect(readFileSync(`public${shot.src}`).length).toBeLessThan(200_000);
    }
  });

  it('every file a manifest names is one the store serves', () => {
    for (const manifest of [uk, ru]) {
      for (const src of [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((s) => s.icons)].map((f) => f.src))
        expect(existsSync(`public${src}`), src).toBe(true);
    }
  });
});
