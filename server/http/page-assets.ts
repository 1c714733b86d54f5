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

/**
 * Links for a page's own code and styles, read from the build's manifest: its stylesheet in the head, so the
 * server-rendered page is drawn styled from the first paint (no jump when the page's CSS arrives later), and
 * its chunks as modulepreload, so hydration does not wait for one import to reveal the next. What the shell's
 * entry already loads is left out. Nothing without a build (API-only runs, tests).
 */
export function pageAssets(distDir: string): (pageSource: string) => string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const shell = closure(manifest, 'index.html');
  const links = new Map<string, string>();
  return (pageSource) => {
    const known = links.get(pageSource);
    if (known !== undefined) return known;
    const own = [...closure(manifest, pageSource)].filter((key) => !shell.has(key)).map((key) => manifest[key]!);
    const tags = [
      ...own.flatMap((chunk) => chunk.css ?? []).map((css) => `<link rel="stylesheet" href="/${escapeMarkup(css)}">`),
      ...own.map((chunk) => `<link rel="modulepreload" href="/${escapeMarkup(chunk.file)}">`),
    ].join('');
    links.set(pageSource, tags);
    return tags;
  };
}
