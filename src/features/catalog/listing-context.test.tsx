// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { clearResources, seedResources } from '../../lib/resource';
import { useListingStore } from './listing-context';
import { categoryPage } from './listing-fixtures';

const answer = categoryPage();
const listing = { key: 'listing-context-test:c5', load: vi.fn(async () => answer) };

function Products() {
  const store = useListingStore('/catalog/c5', () => listing);
  const page = store.page;
  return page ? (
    <ul>
      {page.data.products.content.map((p) => (
        <li key={p.id}>{p.title}</li>
      ))}
    </ul>
  ) : (
    <p>skeleton</p>
  );
}

/** Nothing on the server; in the browser it holds the first try of hydration until `release` is called. */
let hold: Promise<void> | null = null;
function Held() {
  if (hold) use(hold);
  return null;
}

const page = () => (
  <Suspense fallback={<p>loading</p>}>
    <Products />
    <Held />
  </Suspense>
);

afterEach(() => {
  clearResources();
  document.body.innerHTML = '';
});

it('a hydration thrown away and done again draws the listing the server drew, without asking for it again', async () => {
  // The server draws the page from the answer it fetched first.
  seedResources({ [listing.key]: answer });
  const root = document.createElement('div');
  root.innerHTML = renderToString(page());
  document.body.append(root);
  const drawn = root.innerHTML;
  expect(drawn).toContain('Product 2');

  // The browser starts from the same answer, embedded in the page. Its first try at the page is left unfinished
  // (as when a tap or another update comes first) and React renders it again from the start.
  clearResources();
  seedResources({ [listing.key]: answer });
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(root.innerHTML).toBe(drawn);
  hold = null;
  await act(async () => release());

  expect(mismatches).toEqual([]);
  expect(root.innerHTML).toBe(drawn);
  expect(listing.load).not.toHaveBeenCalled();
});
