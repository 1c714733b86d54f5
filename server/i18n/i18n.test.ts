import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { serverText } from './i18n';
import { seoText } from './texts';

describe('counted phrases take the plural form of their number', () => {
  it.each([
    [1, '1 пропозиція продавця', '1 предложение продавца'],
    [2, '2 пропозиції продавців', '2 предложения продавцов'],
    [5, '5 пропозицій продавців', '5 предложений продавцов'],
    [11, '11 пропозицій продавців', '11 предложений продавцов'],
    [21, '21 пропозиція продавця', '21 предложение продавца'],
    [22, '22 пропозиції продавців', '22 предложения продавцов'],
    [25, '25 пропозицій продавців', '25 предложений продавцов'],
  ])('%i offers: %s / %s', (count, uk, ru) => {
    expect(seoText('uk', 'offers', { count })).toBe(uk);
    expect(seoText('ru', 'offers', { count })).toBe(ru);
  });

  it.each([
    [1, '1 товар', '1 товар', '1 виробник', '1 производитель'],
    [3, '3 товари', '3 товара', '3 виробники', '3 производителя'],
    [12, '12 товарів', '12 товаров', '12 виробників', '12 производителей'],
    [104, '104 товари', '104 товара', '104 виробники', '104 производителя'],
  ])('%i products and producers', (count, ukProducts, ruProducts, ukProducers, ruProducers) => {
    expect([seoText('uk', 'products', { count }), seoText('ru', 'products', { count })]).toEqual([ukProducts, ruProducts]);
    expect([seoText('uk', 'producers', { count }), seoText('ru', 'producers', { count })]).toEqual([ukProducers, ruProducers]);
  });
});

describe('serverText', () => {
  it('fills placeholders with values as they are, replacement patterns and placeholders included', () => {
    expect(serverText('uk', 'seo', 'searchTitle', { query: "$& $` $' {{store}}", store: 'Крамниця' })).toBe(
      "Результати пошуку «$& $` $' {{store}}» | Крамниця",
    );
  });

  it('never reads a value as an option', () => {
    expect(serverText('uk', 'seo', 'searchTitle', { query: 'x', store: 'S', lng: 'ru', ns: 'errors' })).toBe('Результати пошуку «x» | S');
  });

  it('reads nested keys and the other language', () => {
    expect(serverText('ru', 'listing', 'brandSelection', { name: 'Масла', brand: 'PawLeaf' })).toBe('Масла PawLeaf');
  });
});

describe('page heads say how many', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [1, 'uk', '1 пропозиція продавця.'],
    [1, 'ru', '1 предложение продавца.'],
    [2, 'uk', '2 пропозиції продавців.'],
    [2, 'ru', '2 предложения продавцов.'],
  ])('a product with %i offer(s) (%s)', async (offers, lang, phrase) => {
    const base = await t.db
      .selectFrom('products')
      .groupBy('base_product_id')
      .having((eb) => eb.fn.countAll(), '=', offers)
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirstOrThrow();
    const desc: string = (await t.call('GET', `/api/product/${base.id}`, { lang })).json().seo.desc;
    expect(desc).toContain(`, ${phrase}`);
  });

  it('a brand list counts its producers', async () => {
    const res = (await t.call('GET', '/api/brand', { lang: 'ru' })).json();
    expect(res.seo.desc).toMatch(/по алфавиту: \d+ производител(ь|я|ей) CBD-масел/);
  });
});
