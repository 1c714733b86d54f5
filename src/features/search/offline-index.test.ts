import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../api/types';
import { CLEARLY_MORE } from '../../domain/search-reading';
import { eachProductOnce, productCardsIn } from './kept-products';
import { createOfflineIndex } from './offline-index';

const image = { src: '/media/p.webp', width: 400, height: 400, alt: '' };
const card = (id: number, title: string, base = id): ProductCard =>
  ({
    id,
    base_product_id: base,
    title,
    image,
    price: 100,
    old_price: null,
    rate: 0,
    reviews_count: 0,
    in_stock: true,
    offers_count: 1,
    seller: { id: 1, shop_name: 'Лавка' },
    attributes: [],
  }) as ProductCard;

const kept = [
  card(1, 'Олія CBD 10% для собак, 30 мл'),
  card(2, 'Конопляний протеїн органічний, 500 г'),
  card(3, "М'ята перцева з коноплею, чай"),
  card(4, 'Масло CBD для кошек, 10 мл'),
  card(5, 'Семена конопли очищенные, 1 кг'),
  card(6, 'Игрушка «Ёжик» из пеньки'),
  card(7, 'Чай Nordic Leaf трав’яний, 50 г'),
];

describe('the index of the products a device keeps', () => {
  const index = createOfflineIndex(kept);
  it.each<[string, string, number[]]>([
    ['a whole word', 'протеїн', [2]],
    ['the start of a word, as it is being typed', 'конопл', [2, 3, 5]],
    ['another case', 'ОЛІЯ', [1]],
    ['every word must match', 'cbd собак', [1]],
    ['a word of the other language’s title', 'масло', [4]],
    ['an apostrophe left out', 'мята', [3]],
    ['ё typed as е', 'ежик', [6]],
    ['Russian и for Ukrainian і', 'олия', [1]],
    ['a Latin i in a Cyrillic word', 'олiя', [1]],
    ['ї typed as і', 'протеін', [2]],
    ['a slip of a letter in a longer word', 'протеен', [2]],
    ['nothing kept matches', 'гриндер', []],
    ['a short word is not stretched to another', 'чаш', []],
  ])('%s: «%s»', (_name, query, ids) => {
    expect(
      index
        .search(query, 48)
        .cards.map((c) => c.id)
        .sort(),
    ).toEqual(ids);
  });

  it('answers at most as many as asked for, the best first', () => {
    expect(index.search('cbd', 1).cards).toHaveLength(1);
    expect(index.search('олія cbd', 48).cards[0]!.id).toBe(1);
  });
});

describe('the second reading of a query that finds nothing offline, from the kept titles’ words', () => {
  const index = createOfflineIndex(kept);
  it.each<[string, string, number[], string | undefined]>([
    ['the English layout on', 'jksz', [1], 'олія'],
    ['the Ukrainian layout on, for a Latin brand', 'тщквшс', [7], 'nordic'],
    ['only the part typed on the other layout', 'jksz собак', [1], 'олія собак'],
    ['the Russian word for the Ukrainian title', 'семечки', [5], undefined],
    ['a transliteration', 'oliya', [1], undefined],
    ['a brand in Cyrillic', 'нордик', [7], undefined],
    ['a slip on the way to a word', 'канопляний', [2], undefined],
    ['the first letter is never changed', 'бротеїн', [], undefined],
  ])('%s: «%s»', (_name, query, ids, corrected) => {
    const found = index.search(query, 48);
    expect(found.cards.map((c) => c.id).sort()).toEqual(ids);
    expect(found.corrected).toBe(corrected);
  });

  it('reads the other layout through a synonym when the device keeps Russian titles only', () => {
    const found = createOfflineIndex([card(4, 'Масло CBD для кошек, 10 мл'), card(5, 'Семена конопли очищенные, 1 кг')]).search('jksz', 48);
    expect(found.cards.map((c) => c.id)).toEqual([4]);
    expect(found.corrected).toBe('олія');
  });

  it('ranks the nearest spellings first', () => {
    const index = createOfflineIndex([card(1, 'Конопляне молоко'), card(2, 'Конопляна олія')]);
    expect(index.search('канопляна', 48).cards.map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('a query that finds a few offline', () => {
  const oils = (n: number) => Array.from({ length: n }, (_, i) => card(10 + i, `Олія CBD ${i + 1}%`));
  const code = card(1, 'Набір JKSZ-1');
  it.each<[string, number, number[], string | undefined]>([
    ['the other layout finds clearly more: shown instead', CLEARLY_MORE, [10, 11, 12, 13], 'олія'],
    ['the other layout finds not clearly more: as typed', CLEARLY_MORE - 1, [1], undefined],
  ])('%s', (_name, oilCount, ids, corrected) => {
    const found = createOfflineIndex([code, ...oils(oilCount)]).search('jksz', 48);
    expect(found.cards.map((c) => c.id).sort()).toEqual(ids);
    expect(found.corrected).toBe(corrected);
  });
});

describe('the products inside a kept answer', () => {
  it('finds the cards of a listing, a strip and a slider wherever they sit', () => {
    const listing = {
      data: { title: 'Олії', products: { content: [card(1, 'Олія'), card(2, 'Протеїн')], total: 2 }, brands: [{ id: 1, name: 'Brand' }] },
    };
    expect(productCardsIn(listing).map((c) => c.id)).toEqual([1, 2]);
    expect(productCardsIn({ data: [card(7, 'Чай')] }).map((c) => c.id)).toEqual([7]);
    expect(productCardsIn({ data: [{ id: 1, name: 'Категорія' }] })).toEqual([]);
    expect(productCardsIn(null)).toEqual([]);
  });

  it('makes a product page’s answer into the card a tile shows', () => {
    const seller = { id: 3, shop_name: 'Лавка', rating: 5, logo: image };
    const page = {
      data: {
        id: 11,
        base_product_id: 10,
        title: 'Олія CBD 5%',
        description: '',
        media: [image],
        rate: 4.5,
        reviews_count: 2,
        brand: { id: 1, name: 'Brand' },
        characteristics: [
          { name: 'Обʼєм', value: '10 мл' },
          { name: 'CBD', value: '5%' },
          { name: 'Країна', value: 'Україна' },
        ],
        offer: {
          id: 11,
          price: 450,
          old_price: 500,
          qty_store: 0,
          min_cart_quantity: 1,
          delivery_days: 1,
          seller,
          warehouse: { id: 1, city: 'Київ' },
        },
        propositions: [{ id: 11 }, { id: 12 }],
      },
      seo: { title: '', desc: '' },
    };
    expect(productCardsIn(page)).toEqual([
      {
        id: 11,
        base_product_id: 10,
        title: 'Олія CBD 5%',
        image,
        price: 450,
        old_price: 500,
        rate: 4.5,
        reviews_count: 2,
        in_stock: false,
        offers_count: 2,
        seller: { id: 3, shop_name: 'Лавка' },
        attributes: [
          { name: 'Обʼєм', value: '10 мл' },
          { name: 'CBD', value: '5%' },
        ],
      },
    ]);
  });

  it('keeps each base product once, the first seen', () => {
    expect(eachProductOnce([card(1, 'a', 9), card(2, 'b', 9), card(3, 'c')]).map((c) => c.id)).toEqual([1, 3]);
  });
});
