import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeMarkup } from './escape-markup';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunks a module needs at once: itself and its static imports, each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

interface PageAssets {
  /** the page's stylesheet links, for the head */
  styles: string;
  /** the page's own chunks, loaded with the shell's code */
  modules: string[];
}

/**
 * A page's own code and styles, read from the build's manifest: its stylesheet goes in the head, so the
 * server-rendered page is drawn styled from the first paint (no jump when the page's CSS arrives later), and its
 * chunks load with the shell's, so hydration does not wait for one import to reveal the next. What the shell's
 * entry already loads is left out. Nothing without a build (API-only runs, tests).
 */
export function pageAssets(distDir: string): (pageSource: string) => PageAssets {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => ({ styles: '', modules: [] });
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const shell = closure(manifest, 'index.html');
  const known = new Map<string, PageAssets>();
  return (pageSource) => {
    const kept = known.get(pageSource);
    if (kept) return kept;
    const own = [...closure(manifest, pageSource)].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
    const assets = {
      styles: own
        .flatMap((chunk) => chunk.css ?? [])
        .map((css) => `<link rel="stylesheet" href="/${escapeMarkup(css)}">`)
        .join(''),
      modules: own.map((chunk) => `/${chunk.file}`),
    };
    known.set(pageSource, assets);
    return assets;
  };
}
