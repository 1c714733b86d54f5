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
    trackViewItemList('Каталог', [1, 2, 3, 4, 5, 6].map((id) => product(id)));
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
      { transaction_id: '11', affiliation: 'Main', currency: 'UAH', value: 261, shipping: 60, coupon: 'SAVE10', items: [expect.objectContaining({ item_id: '1', price: 100.5, quantity: 2 })] },
      { transaction_id: '12', affiliation: 'Main', currency: 'UAH', value: 99.9, shipping: 0, items: [] },
    ]);
  });
});
