import { expect, it } from 'vitest';
import * as session from './session';

/** The app's own code, tests left out: what a shopper's browser runs. */
const appSources = Object.entries(import.meta.glob<string>('../**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' }))
  .filter(([file]) => !/\.test\.tsx?$/.test(file))
  .map(([, source]) => source);

const mentions = (name: string) => appSources.reduce((n, source) => n + (source.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0), 0);

it('holds no shared state the app never reads: each of its signals and helpers is named beyond its definition', () => {
  expect(appSources.length).toBeGreaterThan(100);
  expect(Object.keys(session).filter((name) => mentions(name) < 2)).toEqual([]);
});
