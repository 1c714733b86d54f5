import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVICES = new URL('.', import.meta.url).pathname;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('services', () => {
  // ADR 0101: the domain says why it refuses; only the HTTP layer knows statuses, requests and their language.
  it('never import the HTTP layer', () => {
    const leaks = sources(SERVICES).filter((file) => /from '(\.\.\/)+http\//.test(readFileSync(file, 'utf8')));
    expect(leaks.map((file) => file.slice(SERVICES.length))).toEqual([]);
  });
});
