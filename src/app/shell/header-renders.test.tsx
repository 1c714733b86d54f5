// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { firstScreenDone, startFirstScreen } from '../../lib/first-screen';
import { initI18n } from '../../lib/i18n';
import { hasSession } from '../../stores/session';
import { HeaderCart } from './HeaderCart';
import { HeaderCompare } from './HeaderCompare';
import { HeaderFavorites } from './HeaderFavorites';
import { LanguageSwitch } from './LanguageSwitch';

beforeAll(async () => {
  const i18n = await initI18n('uk');
  await i18n.loadNamespaces(['cart', 'compare', 'favorites']);
});

afterEach(() => vi.unstubAllGlobals());

const renders = new Map<string, number>();
const counted = (id: string, children: ReactNode) => (
  <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
    {children}
  </Profiler>
);

/** On the server the address is given; in the browser it is the document's, as in the app. */
const header = (ssrPath?: string) => {
  return (
    <Router ssrPath={ssrPath}>
      {counted('compare', <HeaderCompare />)}
      {counted('favorites', <HeaderFavorites />)}
      {counted('cart', <HeaderCart />)}
      {counted('language', <LanguageSwitch />)}
    </Router>
  );
};

const tasks = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it("a guest's header, taken over, draws again only when what it shows changes: its lists' loads change nothing", async () => {
  const asked: string[] = [];
  // A guest's empty cart, as the server answers it.
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push(new URL(request.url).pathname);
    return Response.json({ items: [], meta: { total: 0, clear_total: 0, qty: 0 }, cart_session: null });
  });
  hasSession.value = false;
  startFirstScreen();
  const root = document.createElement('div');
  root.innerHTML = renderToString(header(location.pathname));
  document.body.append(root);
  const drawn = root.innerHTML;

  startFirstScreen({ takeOver: true });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(root, header(), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(Object.fromEntries(renders)).toEqual({ compare: 1, favorites: 1, cart: 1, language: 1 });

  firstScreenDone();
  await tasks();
  await vi.waitFor(() => expect(asked).toContain('/api/cart/items'));
  await tasks();
  expect(mismatches).toEqual([]);
  expect(Object.fromEntries(renders)).toEqual({ compare: 1, favorites: 1, cart: 1, language: 1 });
  expect(root.innerHTML).toBe(drawn);
});
