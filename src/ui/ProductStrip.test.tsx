// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, expect, it, vi } from 'vitest';
import ukCommon from '../../locales/uk/common.json';
import type { ProductCard } from '../api/types';
import { recorderSink, startSending } from '../lib/analytics/transport';
import { testI18n } from '../lib/test-i18n';
import { ProductStrip } from './ProductStrip';

const card = (id: number): ProductCard =>
  ({
    id,
    base_product_id: id,
    title: `Олія ${id}`,
    image: { src: `/media/p/${id}.svg`, width: 400, height: 400, alt: `Олія ${id}` },
    price: 100 * id,
    old_price: null,
    rate: 0,
    reviews_count: 0,
    in_stock: true,
    offers_count: 1,
    seller: { id: 1, shop_name: 'Крамниця' },
    attributes: [],
  }) as ProductCard;

beforeEach(() => {
  window.__analyticsRecorder = [];
  startSending(recorderSink);
});

it("tells analytics the strip's products once, under the strip's name, and which one was chosen", async () => {
  const i18n = await testI18n('uk', { uk: { common: ukCommon } });
  const products = [1, 2, 3, 4, 5].map(card);
  const { rerender, getByRole } = render(
    <I18nextProvider i18n={i18n}>
      <ProductStrip id="strip-pg_new" title="Новинки" products={products} />
    </I18nextProvider>,
  );
  rerender(
    <I18nextProvider i18n={i18n}>
      <ProductStrip id="strip-pg_new" title="Новинки" products={[...products]} />
    </I18nextProvider>,
  );
  // The events are made when the browser is idle; by then both renders have asked, and the second added nothing.
  const lists = () => window.__analyticsRecorder!.filter((e) => e.name === 'view_item_list');
  await vi.waitFor(() =>
    expect(lists().map((e) => [e.params.item_list_name, (e.params.items as unknown[]).length])).toEqual([
      ['strip-pg_new', 4],
      ['strip-pg_new', 1],
    ]),
  );

  await userEvent.click(getByRole('link', { name: 'Олія 3' }));
  expect(
    window.__analyticsRecorder!.filter((e) => e.name === 'select_item').map((e) => (e.params.items as { item_id: string }[])[0]!.item_id),
  ).toEqual(['3']);
});

/** An IntersectionObserver the test moves: it reports the strip's items as the shopper scrolls to them. */
class ScrolledStrip {
  static last: ScrolledStrip | undefined;
  observed: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ScrolledStrip.last = this;
  }
  observe(item: Element) {
    this.observed.push(item);
  }
  disconnect() {
    this.observed = [];
  }
  scrollTo(item: Element) {
    this.report([{ target: item, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

it('fetches the pictures of the tiles a phone shows first, and the others once the strip is scrolled near them', async () => {
  vi.stubGlobal('IntersectionObserver', ScrolledStrip);
  try {
    const i18n = await testI18n('uk', { uk: { common: ukCommon } });
    const { container, getByRole } = render(
      <I18nextProvider i18n={i18n}>
        <ProductStrip id="analogs" title="Схожі" products={[1, 2, 3, 4, 5].map(card)} />
      </I18nextProvider>,
    );
    // A tile out of reach names its lightest file, lazily (these pictures have no variants: their own file).
    const fetched = () =>
      [...container.querySelectorAll('.tile__image img')].map((img) =>
        img.getAttribute('loading') === 'lazy' && img.getAttribute('fetchpriority') === 'low' ? null : img.getAttribute('src'),
      );
    expect(fetched()).toEqual(['/media/p/1.svg', '/media/p/2.svg', null, null, null]);
    // Unfetched, a tile keeps its picture's box and name.
    expect(getByRole('img', { name: 'Олія 5', hidden: true }).getAttribute('width')).toBe('400');
    const strip = ScrolledStrip.last!;
    expect(strip.options.root).toBe(container.querySelector('ul'));
    act(() => strip.scrollTo(strip.observed[1]!));
    expect(fetched()).toEqual(['/media/p/1.svg', '/media/p/2.svg', '/media/p/3.svg', '/media/p/4.svg', null]);
    act(() => ScrolledStrip.last!.scrollTo(ScrolledStrip.last!.observed[0]!));
    expect(fetched()).toEqual(['/media/p/1.svg', '/media/p/2.svg', '/media/p/3.svg', '/media/p/4.svg', '/media/p/5.svg']);
  } finally {
    vi.unstubAllGlobals();
  }
});
