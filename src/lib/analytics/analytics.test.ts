// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsItem, inBatches, itemsValue } from './items';

const product = (id: number, price = 100.5) => ({ id, title: `Товар ${id}`, price });

describe('inBatches', () => {
  it.each<[number, number[]]>([
    [0, []],
    [1, [1]],
    [4, [4]],
    [5, [4, 1]],
    [8, [4, 4]],
    [10, [4, 4, 2]],
  ])('%i items go in batches of %j', (count, sizes) => {
    expect(inBatches(Array.from({ length: count }, (_, i) => i)).map((b) => b.length)).toEqual(sizes);
  });
});

describe('analyticsItem', () => {
  it('carries every field, money as numbers, currency UAH and affiliation Main', () => {
    expect(analyticsItem({ ...product(7, 12.3), quantity: 3, brand: 'Hempy', categories: ['Здоров’я', 'CBD'] }, 2, 'Каталог')).toEqual({
      item_id: '7',
      item_name: 'Товар 7',
      item_brand: 'Hempy',
      item_category: 'Здоров’я',
      item_category2: 'CBD',
      item_category3: '',
      item_category4: '',
      item_category5: '',
      price: 12.3,
      quantity: 3,
      affiliation: 'Main',
      currency: 'UAH',
      index: 2,
      item_list_name: 'Каталог',
    });
  });

  it('sums a value without float noise', () => {
    expect(itemsValue([analyticsItem({ ...product(1, 0.1), quantity: 1 }), analyticsItem({ ...product(2, 0.2), quantity: 1 })])).toBe(0.3);
  });
});

describe('sending', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    window.__analyticsRecorder = [];
  });
  const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

  it('view_item_list goes out in batches of 4 with positions over the whole list', async () => {
    const { startSending, recorderSink } = await import('./transport');
    const { trackViewItemList } = await import('./events');
    online(true);
    startSending(recorderSink);
    trackViewItemList(
      'Каталог',
      [1, 2, 3, 4, 5, 6].map((id) => product(id)),
    );
    const batches = window.__analyticsRecorder!.map((e) => e.params.items as { index: number }[]);
    expect(window.__analyticsRecorder!.map((e) => e.name)).toEqual(['view_item_list', 'view_item_list']);
    expect(batches.map((b) => b.map((i) => i.index))).toEqual([
      [0, 1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps events made offline, with their time, and sends them in order when the connection returns', async () => {
    const { startSending, recorderSink, sendEvent } = await import('./transport');
    online(true);
    startSending(recorderSink);
    online(false);
    sendEvent('add_to_cart', { value: 1 }, 1000);
    sendEvent('search', { search_term: 'олія' }, 2000);
    expect(window.__analyticsRecorder).toEqual([]);
    online(true);
    window.dispatchEvent(new Event('online'));
    expect(window.__analyticsRecorder).toEqual([
      { name: 'add_to_cart', params: { value: 1 }, time: 1000 },
      { name: 'search', params: { search_term: 'олія' }, time: 2000 },
    ]);
    window.dispatchEvent(new Event('online'));
    expect(window.__analyticsRecorder).toHaveLength(2);
  });

  it('events made before the start wait for it', async () => {
    const { startSending, recorderSink, sendEvent } = await import('./transport');
    online(true);
    sendEvent('view_item', {}, 5);
    expect(window.__analyticsRecorder).toEqual([]);
    startSending(recorderSink);
    expect(window.__analyticsRecorder!.map((e) => e.name)).toEqual(['view_item']);
  });

  it('purchase goes out once per seller order, even when the thank-you page is opened again; a declined payment is none', async () => {
    const { startSending, recorderSink } = await import('./transport');
    const { rememberPlacedOrders, reportPurchases } = await import('./purchases');
    online(true);
    startSending(recorderSink);
    rememberPlacedOrders([{ id: 11, shipping: 60, coupon: 'SAVE10', products: [{ ...product(1), quantity: 2 }] }]);
    const orders = [
      { id: 11, total: 261, payment_status: 'new' },
      { id: 12, total: 99.9, payment_status: 'success' },
      { id: 13, total: 50, payment_status: 'fail' },
    ];
    reportPurchases(orders);
    reportPurchases(orders);
    const purchases = window.__analyticsRecorder!.filter((e) => e.name === 'purchase').map((e) => e.params);
    expect(purchases).toEqual([
      {
        transaction_id: '11',
        affiliation: 'Main',
        currency: 'UAH',
        value: 261,
        shipping: 60,
        coupon: 'SAVE10',
        items: [expect.objectContaining({ item_id: '1', price: 100.5, quantity: 2 })],
      },
      { transaction_id: '12', affiliation: 'Main', currency: 'UAH', value: 99.9, shipping: 0, items: [] },
    ]);
  });

  it('an order the thank-you page first sees refunded is no purchase', async () => {
    const { startSending, recorderSink } = await import('./transport');
    const { reportPurchases } = await import('./purchases');
    online(true);
    startSending(recorderSink);
    reportPurchases([
      { id: 21, total: 300, payment_status: 'refunded' },
      { id: 22, total: 120, payment_status: 'success' },
    ]);
    const purchases = window.__analyticsRecorder!.filter((e) => e.name === 'purchase').map((e) => e.params);
    expect(purchases.map((p) => p.transaction_id)).toEqual(['22']);
  });
});

describe('a fast order’s purchases', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    window.__analyticsRecorder = [];
  });

  /** A cart line: `seller` also names the warehouse, one per seller here unless `warehouse` says otherwise. */
  const line = (id: number, seller: number, price: number, qty: number, stock = 10, min = 1, warehouse = seller) => ({
    product_id: id,
    title: `Товар ${id}`,
    price,
    qty,
    qty_store: stock,
    min_cart_quantity: min,
    seller: { id: seller, shop_name: `Крамниця ${seller}` },
    warehouse_id: warehouse,
  });
  const item = (id: number, price: number, quantity: number) =>
    expect.objectContaining({ item_id: String(id), item_name: `Товар ${id}`, price, quantity, affiliation: 'Main', currency: 'UAH' });

  it.each<[string, ReturnType<typeof line>[], { id: number; seller: number }[], [number, unknown[]][]]>([
    [
      'one seller’s lines make one order',
      [line(1, 5, 100.5, 2), line(2, 5, 20, 1)],
      [{ id: 31, seller: 5 }],
      [[31, [item(1, 100.5, 2), item(2, 20, 1)]]],
    ],
    [
      'two sellers make two orders, in cart order',
      [line(1, 5, 100.5, 2), line(2, 6, 20, 1), line(3, 5, 9.99, 3)],
      [
        { id: 31, seller: 5 },
        { id: 32, seller: 6 },
      ],
      [
        [31, [item(1, 100.5, 2), item(3, 9.99, 3)]],
        [32, [item(2, 20, 1)]],
      ],
    ],
    [
      'one seller’s two warehouses make two orders',
      [line(1, 5, 10, 1, 10, 1, 50), line(2, 5, 20, 1, 10, 1, 51)],
      [
        { id: 31, seller: 5 },
        { id: 32, seller: 5 },
      ],
      [
        [31, [item(1, 10, 1)]],
        [32, [item(2, 20, 1)]],
      ],
    ],
    [
      'a line out of stock or below its minimum is not ordered; one above the stock is ordered as far as it goes',
      [line(1, 5, 10, 1, 0), line(2, 6, 20, 1, 10, 3), line(3, 7, 30, 5, 2)],
      [{ id: 31, seller: 7 }],
      [[31, [item(3, 30, 2)]]],
    ],
    ['an order of a seller this cart does not expect goes without items', [line(1, 5, 10, 1)], [{ id: 31, seller: 6 }], [[31, []]]],
  ])('%s', async (_, cart, placed, expected) => {
    const { startSending, recorderSink } = await import('./transport');
    const { rememberFastOrders } = await import('./checkout');
    const { reportPurchases } = await import('./purchases');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    startSending(recorderSink);
    rememberFastOrders(
      placed.map((o) => ({ id: o.id, seller: { id: o.seller } })),
      cart,
    );
    reportPurchases(placed.map((o) => ({ id: o.id, total: 500, payment_status: 'new' })));
    const purchases = window.__analyticsRecorder!.filter((e) => e.name === 'purchase').map((e) => e.params);
    expect(purchases).toEqual(
      expected.map(([id, items]) => ({ transaction_id: String(id), affiliation: 'Main', currency: 'UAH', value: 500, shipping: 0, items })),
    );
  });
});
