import type { Insertable } from 'kysely';
import type { PromotionCategoryTable, PromotionProductTable, PromotionTable } from '../schema';
import type { Catalogue } from './catalogue-tree';
import type { Bi } from './text';

/** Instants of Kyiv's days: a promotion starts at 00:00 and ends at 23:59:59 on Kyiv's clock (summer time included). */
interface PromotionDef {
  slug: string;
  title: Bi;
  description: Bi;
  terms: Bi;
  starts_at: string;
  ends_at: string;
  /** the code's row in buildPromoCodes (1-based), or null for a promotion without one */
  promoCodeId: number | null;
  /** a covered category covers everything below it */
  categories: string[];
  /** how many products of this category it covers one by one */
  products?: { category: string; count: number };
}

/**
 * The demo store's promotions (docs/product-rules.md#promotions): four running until 2027 with codes the checkout
 * accepts, and last summer's sale, ended with its code, which stays reachable and says it is over.
 */
const PROMOTIONS: PromotionDef[] = [
  {
    slug: 'znyzhka-10-na-pershu-pokupku',
    title: ['Знижка 10% на першу покупку', 'Скидка 10% на первую покупку'],
    description: [
      'Вперше купуєте CBD-олію? Спробуйте олії повного спектра з промокодом HEMP10: мінус 10% від суми замовлення, без мінімальної суми.',
      'Впервые покупаете CBD-масло? Попробуйте масла полного спектра с промокодом HEMP10: минус 10% от суммы заказа, без минимальной суммы.',
    ],
    terms: [
      'Введіть промокод HEMP10 на сторінці оформлення замовлення. Знижка 10% діє на все замовлення. Один промокод на одне оформлення; знижки не сумуються з іншими промокодами.',
      'Введите промокод HEMP10 на странице оформления заказа. Скидка 10% действует на весь заказ. Один промокод на одно оформление; скидки не суммируются с другими промокодами.',
    ],
    starts_at: '2026-08-31T21:00:00.000Z',
    ends_at: '2027-12-31T21:59:59.000Z',
    promoCodeId: 1,
    categories: ['Олії повного спектра'],
  },
  {
    slug: 'spokiina-osin-dlia-uliublentsiv',
    title: ['Спокійна осінь для улюбленців', 'Спокойная осень для питомцев'],
    description: [
      'CBD-олії для собак і котів зі знижкою 15%: допомагають тваринам легше пережити поїздки, салюти та візити до ветеринара.',
      'CBD-масла для собак и кошек со скидкой 15%: помогают животным легче перенести поездки, салюты и визиты к ветеринару.',
    ],
    terms: [
      'Промокод ZOO2026A дає знижку 15% на замовлення від 500 ₴. Перед першим застосуванням CBD порадьтеся з ветеринаром і починайте з найменшої дози.',
      'Промокод ZOO2026A дает скидку 15% на заказ от 500 ₴. Перед первым применением CBD посоветуйтесь с ветеринаром и начинайте с наименьшей дозы.',
    ],
    starts_at: '2026-09-30T21:00:00.000Z',
    ends_at: '2027-12-31T21:59:59.000Z',
    promoCodeId: 6,
    categories: ['CBD для тварин'],
  },
  {
    slug: 'konopliany-snidanok',
    title: ['Конопляний сніданок', 'Конопляный завтрак'],
    description: [
      'Насіння, олія та протеїн з харчових конопель: мінус 50 ₴ на замовлення від 400 ₴. Білок, омега-3 і омега-6 на кожен ранок.',
      'Семена, масло и протеин из пищевой конопли: минус 50 ₴ на заказ от 400 ₴. Белок, омега-3 и омега-6 на каждое утро.',
    ],
    terms: [
      'Промокод SEED50 зменшує суму замовлення від 400 ₴ на 50 ₴. Діє до 30 червня 2027 року включно.',
      'Промокод SEED50 уменьшает сумму заказа от 400 ₴ на 50 ₴. Действует до 30 июня 2027 года включительно.',
    ],
    starts_at: '2026-10-31T22:00:00.000Z',
    ends_at: '2027-06-30T20:59:59.000Z',
    promoCodeId: 3,
    categories: ['Конопляна їжа'],
  },
  {
    slug: 'podarunok-300-hryven',
    title: ['300 ₴ у подарунок до свят', '300 ₴ в подарок к праздникам'],
    description: [
      'Збираєте подарунки з конопляною косметикою? На замовлення від 2000 ₴ — мінус 300 ₴ з промокодом GIFT300A на вибрані товари.',
      'Собираете подарки с конопляной косметикой? На заказ от 2000 ₴ — минус 300 ₴ с промокодом GIFT300A на выбранные товары.',
    ],
    terms: [
      'Промокод GIFT300A діє на замовлення від 2000 ₴ до 30 вересня 2027 року; кількість використань обмежена — 200 замовлень.',
      'Промокод GIFT300A действует на заказ от 2000 ₴ до 30 сентября 2027 года; количество использований ограничено — 200 заказов.',
    ],
    starts_at: '2026-11-14T22:00:00.000Z',
    ends_at: '2027-09-30T20:59:59.000Z',
    promoCodeId: 9,
    categories: [],
    products: { category: 'Конопляна косметика', count: 8 },
  },
  {
    slug: 'litnii-rozprodazh',
    title: ['Літній розпродаж: −25%', 'Летняя распродажа: −25%'],
    description: [
      'Літній розпродаж конопляної косметики: мінус 25% на замовлення від 500 ₴ з промокодом LETO25.',
      'Летняя распродажа конопляной косметики: минус 25% на заказ от 500 ₴ с промокодом LETO25.',
    ],
    terms: [
      'Акція діяла з 1 червня до 31 серпня 2025 року; промокод LETO25 більше не приймається.',
      'Акция действовала с 1 июня по 31 августа 2025 года; промокод LETO25 больше не принимается.',
    ],
    starts_at: '2025-05-31T21:00:00.000Z',
    ends_at: '2025-08-31T20:59:59.000Z',
    promoCodeId: 5,
    categories: ['Конопляна косметика'],
  },
];

export function buildPromotions(catalogue: Catalogue, bases: { id: number; category_id: number }[]) {
  const idOf = (name: string) => {
    const id = catalogue.idByName.get(name);
    if (id === undefined) throw new Error(`no category ${name}`);
    return id;
  };
  const below = (id: number): number[] => [id, ...catalogue.rows.filter((r) => r.parent_id === id).flatMap((r) => below(r.id))];
  const rows: Insertable<PromotionTable>[] = [];
  const categories: PromotionCategoryTable[] = [];
  const products: PromotionProductTable[] = [];
  PROMOTIONS.forEach((def, i) => {
    const id = i + 1;
    rows.push({
      id,
      slug: def.slug,
      title_uk: def.title[0],
      title_ru: def.title[1],
      description_uk: def.description[0],
      description_ru: def.description[1],
      terms_uk: def.terms[0],
      terms_ru: def.terms[1],
      starts_at: def.starts_at,
      ends_at: def.ends_at,
      promo_code_id: def.promoCodeId,
    });
    for (const name of def.categories)
      for (const categoryId of below(idOf(name))) categories.push({ promotion_id: id, category_id: categoryId });
    if (def.products) {
      const branch = new Set(below(idOf(def.products.category)));
      for (const b of bases.filter((b) => branch.has(b.category_id)).slice(0, def.products.count))
        products.push({ promotion_id: id, base_product_id: b.id });
    }
  });
  return { rows, categories, products };
}
