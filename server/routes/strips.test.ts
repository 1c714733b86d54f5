import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

/**
 * Strips of cards show each goods once: several base products sold under one title (other sellers'
 * listings of the same goods) make one card, and the goods a strip sits beside are not among its analogs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Card {
  id: number;
  base_product_id: number;
  title: string;
}

const cardsOf = async (method: 'GET' | 'POST', url: string, lang = 'uk', body?: object): Promise<Card[]> => {
  const res = await t.call(method, url, { lang, body });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const titlesOf = (cards: readonly { title: string }[]) => cards.map((c) => c.title);
const duplicates = (titles: readonly string[]) => titles.filter((title, i) => titles.indexOf(title) !== i);

/** Gives base products one title in both languages, as two sellers' listings of the same goods have. */
const retitle = (baseIds: number[], title: { uk: string; ru: string }) =>
  t.db.updateTable('base_products').set({ title_uk: title.uk, title_ru: title.ru }).where('id', 'in', baseIds).execute();

const titleOf = (baseId: number) =>
  t.db.selectFrom('base_products').where('id', '=', baseId).select(['title_uk as uk', 'title_ru as ru']).executeTakeFirstOrThrow();

describe('analogs (/api/product/{id}/similar, also the cart’s recommended strip)', () => {
  it('never show the goods themselves, and no title twice, still filling the strip', async () => {
    // goods with several sellers' offers, in a category big enough to fill a strip after the repeats go
    const goods = await t.db
      .selectFrom('products as p')
      .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
      .where((eb) =>
        eb(
          eb
            .selectFrom('base_products as o')
            .whereRef('o.category_id', '=', 'b.category_id')
            .select((e) => e.fn.countAll<number>().as('n')),
          '>',
          16,
        ),
      )
      .groupBy('p.base_product_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .select(['p.base_product_id', (eb) => eb.fn.min('p.id').as('offer_id')])
      .orderBy('p.base_product_id')
      .executeTakeFirstOrThrow();
    const ownOffers = (await t.db.selectFrom('products').where('base_product_id', '=', goods.base_product_id).select('id').execute()).map(
      (o) => o.id,
    );
    expect(ownOffers.length).toBeGreaterThan(1);
    const own = await titleOf(goods.base_product_id);

    const before = await cardsOf('GET', `/api/product/${goods.offer_id}/similar`);
    expect(before).toHaveLength(12);
    // Another listing of the very goods, and one other goods listed three times over.
    await retitle([before[0]!.base_product_id], own);
    await retitle([before[1]!.base_product_id, before[2]!.base_product_id, before[5]!.base_product_id], {
      uk: 'Олія CBD Дубль, 10 мл',
      ru: 'Масло CBD Дубль, 10 мл',
    });

    for (const lang of ['uk', 'ru'] as const) {
      const cards = await cardsOf('GET', `/api/product/${goods.offer_id}/similar`, lang);
      expect(cards).toHaveLength(12);
      expect(duplicates(titlesOf(cards))).toEqual([]);
      expect(titlesOf(cards)).not.toContain(own[lang]);
      expect(cards.map((c) => c.base_product_id)).not.toContain(goods.base_product_id);
      expect(cards.map((c) => c.id).filter((id) => ownOffers.includes(id))).toEqual([]);
      // the first listing of a repeated title keeps its place
      expect(cards[0]!.base_product_id).toBe(before[1]!.base_product_id);
    }
  });
});

describe('viewed (/api/product/viewed)', () => {
  it('give one card for viewed listings of one title, at the place of the latest view', async () => {
    const offers = await t.db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('id').as('id'), 'base_product_id'])
      .groupBy('base_product_id')
      .orderBy('id')
      .limit(3)
      .execute();
    const [a, b, c] = offers as [(typeof offers)[number], (typeof offers)[number], (typeof offers)[number]];
    await retitle([a.base_product_id, c.base_product_id], { uk: 'Гриндер Дубль, 40 мм', ru: 'Гриндер Дубль, 40 мм' });
    const cards = await cardsOf('POST', '/api/product/viewed', 'uk', { ids: [c.id, b.id, a.id] });
    expect(cards.map((card) => card.base_product_id)).toEqual([c.base_product_id, b.base_product_id]);
  });
});

describe('popular sliders', () => {
  it.each(['pg_popular', 'pg_new'])('the home %s slider shows a title once and stays full', async (kind) => {
    const before = await cardsOf('GET', `/api/pg-slider-via-category/${kind}/${kind}`);
    expect(before).toHaveLength(12);
    await retitle(
      before.slice(0, 3).map((card) => card.base_product_id),
      { uk: `Чай ${kind}`, ru: `Чай ${kind}` },
    );
    const cards = await cardsOf('GET', `/api/pg-slider-via-category/${kind}/${kind}`);
    expect(cards).toHaveLength(12);
    expect(duplicates(titlesOf(cards))).toEqual([]);
    expect(titlesOf(cards).filter((title) => title === `Чай ${kind}`)).toHaveLength(1);
  });

  it('a category’s popular products show a title once', async () => {
    const before = (await t.call('GET', '/api/catalog/c1')).json().data.popular_products as Card[];
    expect(before.length).toBeGreaterThan(3);
    await retitle(
      before.slice(1, 3).map((card) => card.base_product_id),
      { uk: 'Насіння Дубль, 1 кг', ru: 'Семена Дубль, 1 кг' },
    );
    const cards = (await t.call('GET', '/api/catalog/c1', { lang: 'ru' })).json().data.popular_products as Card[];
    expect(cards).toHaveLength(before.length);
    expect(duplicates(titlesOf(cards))).toEqual([]);
  });
});
