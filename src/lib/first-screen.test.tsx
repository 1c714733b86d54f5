// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { afterFirstScreen, firstScreenDone, PagePart, PARTS_WAIT_MS, startFirstScreen } from './first-screen';

/** A choice only the browser knows (as the listing's view): the server draws tiles. */
let view: 'tiles' | 'list' = 'tiles';
const Products = () => (view === 'list' ? <ol className="list" /> : <ul className="tiles" />);

/** Nothing on the server; in the browser it keeps the part from hydrating until `release` is called. */
let hold: Promise<void> | null = null;
function Held() {
  if (hold) use(hold);
  return null;
}

/** As the app's page boundary: its last child reports the page taken over. */
function PageDone() {
  useEffect(firstScreenDone, []);
  return null;
}

const page = () => (
  <Suspense fallback={<p>loading</p>}>
    <h1>Product</h1>
    <PagePart fallback={<p>reviews loading</p>}>
      <Products />
      <Held />
    </PagePart>
    <PageDone />
  </Suspense>
);

const tasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('the first screen lasts until a part of the page hydrated after the page itself has, so it draws what the server drew', async () => {
  startFirstScreen();
  const root = document.createElement('div');
  root.innerHTML = renderToString(page());
  document.body.append(root);
  const drawn = root.innerHTML;

  // In the browser the stored choice waits for the first screen; the part hydrates a while after the page.
  startFirstScreen();
  afterFirstScreen(() => (view = 'list'));
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  await tasks();
  expect(view).toBe('tiles');

  hold = null;
  await act(async () => release());
  await tasks();
  expect(mismatches).toEqual([]);
  expect(root.innerHTML).toBe(drawn);
  expect(view).toBe('list');
});

it('a part that never hydrates (its code or texts never come) holds the first screen no longer than PARTS_WAIT_MS', async () => {
  view = 'tiles';
  startFirstScreen();
  const root = document.createElement('div');
  root.innerHTML = renderToString(page());
  document.body.append(root);

  startFirstScreen();
  let started = 0;
  afterFirstScreen(() => (started = performance.now()));
  hold = new Promise(() => {});
  let hydrated = 0;
  await act(async () => {
    hydrateRoot(root, page());
    hydrated = performance.now();
  });
  await tasks();
  expect(started).toBe(0);
  await act(() => new Promise((resolve) => setTimeout(resolve, PARTS_WAIT_MS + 100)));
  expect(started).toBeGreaterThan(hydrated);
});
