import { createStore, keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardsKept, loadViewed, noteGoodsOf, pruneViewed, recordView, viewed, viewedCards, type ViewedRecord } from './viewed';
import { storedTimeOfData } from '../lib/stored-copy';

const rec = (id: number, time: number): [string, { version: number; data: ViewedRecord }] => [
  `product_${id}`,
  { version: 1, data: { id, time } },
];

describe('pruneViewed: docs/product-rules.md#product-page, the 5 most recent kept, older product_ keys removed', () => {
  it.each<{ name: string; stored: [IDBValidKey, unknown][]; kept: number[]; removed: string[] }>([
    { name: 'nothing stored', stored: [], kept: [], removed: [] },
    { name: 'fewer than 5: all kept, newest first', stored: [rec(1, 10), rec(2, 30), rec(3, 20)], kept: [2, 3, 1], removed: [] },
    {
      name: 'more than 5: the oldest go',
      stored: [rec(1, 1), rec(2, 2), rec(3, 3), rec(4, 4), rec(5, 5), rec(6, 6), rec(7, 7)],
      kept: [7, 6, 5, 4, 3],
      removed: ['product_1', 'product_2'],
    },
    {
      name: 'the same id under two keys: the newer visit counts once',
      stored: [rec(1, 5), ['old_product_1', { version: 1, data: { id: 1, time: 1 } }], rec(2, 3)],
      kept: [1, 2],
      removed: ['old_product_1'],
    },
    {
      name: 'unreadable values under product_ keys are removed',
      stored: [rec(1, 1), ['product_x', 'garbage'], ['product_2', { id: 2 }]],
      kept: [1],
      removed: ['product_x', 'product_2'],
    },
    {
      name: 'a record of today’s version is kept',
      stored: [['product_1', { version: 1, data: { id: 1, time: 1 } }]],
      kept: [1],
      removed: [],
    },
    {
      name: 'records of an unknown version, or with a field missing or of another type, are removed',
      stored: [
        rec(1, 1),
        ['product_2', { version: 9, data: { id: 2, time: 2 } }],
        ['product_3', { version: 1, data: { id: 3 } }],
        ['product_4', { version: 1, data: { id: '4', time: 4 } }],
      ],
      kept: [1],
      removed: ['product_2', 'product_3', 'product_4'],
    },
    {
      name: 'a record without a version is removed',
      stored: [rec(1, 1), ['product_2', { id: 2, time: 2 }]],
      kept: [1],
      removed: ['product_2'],
    },
    { name: 'keys without product_ are not ours and stay', stored: [rec(1, 1), ['cart', { id: 9, time: 99 }]], kept: [1], removed: [] },
    { name: 'equal times: the higher id first, deterministically', stored: [rec(1, 5), rec(2, 5)], kept: [2, 1], removed: [] },
  ])('$name', ({ stored, kept, removed }) => {
    const result = pruneViewed(stored);
    expect(result.kept.map((r) => r.id)).toEqual(kept);
    expect(result.removedKeys.sort()).toEqual(removed.sort());
  });

  it('keeps a given limit', () => {
    expect(pruneViewed([rec(1, 1), rec(2, 2), rec(3, 3)], 2).kept.map((r) => r.id)).toEqual([3, 2]);
  });
});

describe('recordView in IndexedDB', () => {
  const store = createStore('kramnytsia-viewed', 'viewed');

  it('stores each visit under product_{id}, keeps the 5 latest, deletes the older keys and updates the signal', async () => {
    for (let id = 1; id <= 7; id++) await recordView(id, 1000 + id);
    expect(((await keys(store)) as string[]).sort()).toEqual(['product_3', 'product_4', 'product_5', 'product_6', 'product_7']);
    expect(viewed.value.map((r) => r.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('moves a product visited again to the front without a second record', async () => {
    await recordView(4, 5000);
    expect(viewed.value.map((r) => r.id)).toEqual([4, 7, 6, 5, 3]);
    expect(await keys(store)).toHaveLength(5);
  });

  it('prunes what another tab left behind when loading', async () => {
    await set('product_100', { id: 100, time: 1 }, store);
    expect((await loadViewed()).map((r) => r.id)).toEqual([4, 7, 6, 5, 3]);
    expect(await keys(store)).not.toContain('product_100');
  });

  it('starts fine after a corrupt record: it is removed and the others show', async () => {
    await set('product_200', { version: 1, data: { id: -1, time: 'yesterday' } }, store);
    expect((await loadViewed()).map((r) => r.id)).toEqual([4, 7, 6, 5, 3]);
    expect(await keys(store)).not.toContain('product_200');
  });
});

describe('viewedCards: the cards kept for "Ви переглядали" without a connection', () => {
  const card = (id: number, title: string) => ({
    id,
    base_product_id: id * 10,
    title,
    image: { src: `/media/product/${id}/0.svg`, width: 600, height: 600 },
  });
  const visits = (...ids: number[]) => ids.map((id, i) => ({ id, time: 100 - i }));
  let online: boolean;
  let served: Record<string, ReturnType<typeof card>[]>;
  const settle = cardsKept;

  beforeEach(() => {
    online = true;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!online) throw new TypeError('Failed to fetch');
      const { ids } = (await request.json()) as { ids: { id: number }[] };
      const lang = request.headers.get('accept-language') ?? 'uk';
      const cards = ids.flatMap(({ id }) => served[lang]?.filter((c) => c.id === id) ?? []);
      return new Response(JSON.stringify({ data: cards }), { headers: { 'content-type': 'application/json' } });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s cards online, and the same cards offline afterwards', async () => {
    served = { uk: [card(1, 'Олія'), card(2, 'Чай')] };
    expect((await viewedCards('uk', visits(2, 1))).map((c) => c.title)).toEqual(['Чай', 'Олія']);
    await settle();
    online = false;
    expect((await viewedCards('uk', visits(2, 1))).map((c) => c.title)).toEqual(['Чай', 'Олія']);
  });

  it('offline, shows the visits in their order, leaves out a product whose card it never had, and is empty with none', async () => {
    online = false;
    expect((await viewedCards('uk', visits(1, 3, 2))).map((c) => c.id)).toEqual([1, 2]);
    expect(await viewedCards('uk', visits(3))).toEqual([]);
  });

  it('keeps cards per language, and forgets the cards of products no longer in the list', async () => {
    online = false;
    expect(await viewedCards('ru', visits(1))).toEqual([]);
    online = true;
    viewed.value = visits(2, 4);
    served = { uk: [card(2, 'Чай'), card(4, 'Мед')] };
    await viewedCards('uk', visits(2, 4));
    await settle();
    online = false;
    // 1 left the list: its card went; 4 is still in the list though this page asked only for 2.
    expect((await viewedCards('uk', visits(2, 1, 4))).map((c) => c.id)).toEqual([2, 4]);
  });

  it('a page asking for no visits (before the list is read) keeps every card', async () => {
    viewed.value = visits(2, 4);
    await viewedCards('uk', []);
    await settle();
    online = false;
    expect((await viewedCards('uk', visits(2, 4))).map((c) => c.id)).toEqual([2, 4]);
  });
  it('offline, the kept cards carry the time they were kept, so the screen says how old they are; online ones carry none', async () => {
    served = { uk: [card(1, 'Олія'), card(2, 'Чай')] };
    // Both in the list of visits, so keeping one card keeps the other.
    viewed.value = visits(2, 1);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T14:05:00') });
    const fresh = await viewedCards('uk', visits(1));
    await settle();
    vi.setSystemTime(new Date('2026-11-25T14:20:00'));
    await viewedCards('uk', visits(2));
    await settle();
    expect(storedTimeOfData(fresh)).toBeUndefined();
    online = false;
    const offline = await viewedCards('uk', visits(2, 1));
    expect(storedTimeOfData(offline)).toBe(new Date('2026-11-25T14:05:00').getTime());
    vi.useRealTimers();
  });

  it('offline, a visit through another seller’s offer shows its goods’ card, and keeps it when other cards are kept later', async () => {
    // Offer 70 is another seller’s offer of the goods 10 (card(1)'s goods): the server answers with the goods’ best offer.
    const goodsCard = card(1, 'Олія');
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!online) throw new TypeError('Failed to fetch');
      const { ids } = (await request.json()) as { ids: { id: number }[] };
      const cards = ids.flatMap(({ id }) => (id === 70 ? [goodsCard] : id === 3 ? [card(3, 'Мед')] : []));
      return new Response(JSON.stringify({ data: cards }), { headers: { 'content-type': 'application/json' } });
    });
    viewed.value = visits(70, 3);
    await noteGoodsOf(70, goodsCard.base_product_id);
    await viewedCards('uk', visits(70));
    await settle();
    await viewedCards('uk', visits(3));
    await settle();
    online = false;
    expect((await viewedCards('uk', visits(70, 3))).map((c) => c.title)).toEqual(['Олія', 'Мед']);
  });

  it('the goods noted for a visit go when the visit leaves the list', async () => {
    const cards = createStore('kramnytsia-viewed-cards', 'cards');
    for (let id = 101; id <= 107; id++) {
      await noteGoodsOf(id, id * 10);
      await recordView(id, 10_000 + id);
    }
    const goods = ((await keys(cards)) as string[]).filter((key) => key.startsWith('goods:')).sort();
    expect(goods).toEqual(['goods:103', 'goods:104', 'goods:105', 'goods:106', 'goods:107']);
  });

  it('a card kept without its time is not shown offline', async () => {
    await set('uk:5', { version: 1, data: card(5, 'Мед') }, createStore('kramnytsia-viewed-cards', 'cards'));
    online = false;
    expect(await viewedCards('uk', visits(5))).toEqual([]);
  });
});
