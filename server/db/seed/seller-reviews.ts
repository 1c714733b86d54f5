import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../connection';
import type { OrderTable } from '../schema';
import { FIRST_NAMES } from './review-texts';
import { Random, daysAgo } from './random';

const SURNAMES = [
  'Коваленко',
  'Шевченко',
  'Бондаренко',
  'Мельник',
  'Ткаченко',
  'Кравченко',
  'Олійник',
  'Лисенко',
  'Петренко',
  'Савчук',
  'Руденко',
  'Гончар',
];

/** What buyers say of a shop after an order, by the review's mean stars (rounded down, 3 to 5). */
const TEXTS: Record<3 | 4 | 5, string[]> = {
  5: [
    'Відправили того ж дня, усе добре запаковано. Рекомендую магазин.',
    'Швидко відповіли на питання, товар саме такий, як в описі.',
    'Замовляю тут не вперше: ціни чесні, доставка вчасно.',
    'Все прийшло цілим і навіть раніше, ніж обіцяли. Дякую!',
  ],
  4: [
    'Товар гарний, але доставка забрала на день більше, ніж писали.',
    'Загалом усе добре, хоча менеджер передзвонив не одразу.',
    'Якість відповідає ціні, пакування могло б бути надійнішим.',
  ],
  3: [
    'Замовлення прийшло, але довелося кілька разів уточнювати відправку.',
    'Товар нормальний, проте частину довелося чекати окремою посилкою.',
  ],
};

/** A seller's reviews in the demo: this many fulfilled orders of guests, each reviewed, over the past 11 months. */
const REVIEWS_PER_SELLER = { min: 3, max: 14 };
const WITHIN_DAYS = 330;

const hex = (random: Random, length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

/**
 * Reviews of the demo shops (docs/product-rules.md#seller-storefronts): guests' fulfilled orders of one offer each,
 * reviewed a few days after. Deterministic: the same catalogue gives the same reviews, dated from 2026-11-01.
 * The shops' counts and ratings are then those of the reviews that exist (refreshSellerRatings).
 */
export async function seedSellerReviews(db: Db): Promise<void> {
  const random = Random.for('seller-reviews');
  const sellers = await db.selectFrom('sellers').select('id').orderBy('id').execute();
  const courier = await db.selectFrom('delivery_types').where('kind', '=', 'address').select('id').orderBy('id').executeTakeFirst();
  const capital = await db.selectFrom('cities').select('id').orderBy('is_capital', 'desc').orderBy('population', 'desc').executeTakeFirst();
  for (const { id: sellerId } of sellers) {
    const offers = await db
      .selectFrom('products')
      .where('seller_id', '=', sellerId)
      .select(['id', 'base_product_id', 'warehouse_id', 'price_kop'])
      .orderBy('id')
      .limit(40)
      .execute();
    if (!offers.length) continue;
    const titles = new Map(
      (
        await db
          .selectFrom('base_products')
          .where(
            'id',
            'in',
            offers.map((o) => o.base_product_id),
          )
          .select(['id', 'title_uk', 'title_ru'])
          .execute()
      ).map((b) => [b.id, b]),
    );
    const count = random.int(REVIEWS_PER_SELLER.min, REVIEWS_PER_SELLER.max);
    for (let n = 0; n < count; n++) {
      const offer = random.pick(offers);
      const placedDaysAgo = random.int(12, WITHIN_DAYS);
      const fulfilledDaysAgo = placedDaysAgo - random.int(2, 5);
      const reviewedDaysAgo = fulfilledDaysAgo - random.int(1, 6);
      const [name] = random.pick(FIRST_NAMES);
      const surname = random.pick(SURNAMES);
      const ratings = [
        random.weightedIndex([1, 3, 8]) + 3,
        random.weightedIndex([2, 4, 6]) + 3,
        random.weightedIndex([1, 3, 8]) + 3,
      ] as const;
      const mean = Math.floor((ratings[0] + ratings[1] + ratings[2]) / 3) as 3 | 4 | 5;
      const order: Insertable<OrderTable> = {
        checkout_id: hex(random, 32),
        customer_id: null,
        seller_id: sellerId,
        warehouse_id: offer.warehouse_id,
        lang: 'uk',
        kind: 'checkout',
        status: 'fulfilled',
        payment_method_id: null,
        payment_status: 'success',
        buyer_name: name,
        buyer_surname: surname,
        buyer_phone: '',
        buyer_email: '',
        recipient_name: name,
        recipient_surname: surname,
        recipient_patronymic: '',
        recipient_phone: '',
        recipient_comment: '',
        delivery_type_id: courier?.id ?? null,
        city_id: capital?.id ?? null,
        pickup_point_id: null,
        address_street: '',
        address_house: '',
        address_floor: '',
        items_total_kop: offer.price_kop,
        discount_kop: 0,
        delivery_price_kop: null,
        total_kop: offer.price_kop,
        utm_source: '',
        admitad_uid: '',
        receipt_token: hex(random, 32),
        created_at: daysAgo(placedDaysAgo),
        fulfilled_at: daysAgo(fulfilledDaysAgo),
        seller_opened_at: daysAgo(placedDaysAgo),
      };
      const { id: orderId } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
      const title = titles.get(offer.base_product_id)!;
      await db
        .insertInto('order_items')
        .values({
          order_id: orderId,
          product_id: offer.id,
          base_product_id: offer.base_product_id,
          title_uk: title.title_uk,
          title_ru: title.title_ru,
          price_kop: offer.price_kop,
          qty: 1,
        })
        .execute();
      await db
        .insertInto('order_comments')
        .values({
          order_id: orderId,
          customer_id: null,
          seller_id: sellerId,
          service_rating: ratings[0],
          delivery_rating: ratings[1],
          relevance_rating: ratings[2],
          text: random.pick(TEXTS[mean]),
          created_at: daysAgo(reviewedDaysAgo),
        })
        .execute();
    }
  }
}

/**
 * Each shop's review count and rating from the order reviews it has: the mean of the reviews' mean stars, ×10 and
 * rounded, as addOrderComment keeps them from then on; 0 and 0 for a shop without reviews.
 */
export async function refreshSellerRatings(db: Db): Promise<void> {
  const sums = await db
    .selectFrom('order_comments')
    .groupBy('seller_id')
    .select((eb) => [
      'seller_id',
      eb.fn.countAll<number>().as('count'),
      sql<number>`sum(service_rating + delivery_rating + relevance_rating)`.as('stars'),
    ])
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sellers').set({ reviews_count: 0, rating_x10: 0 }).execute();
    for (const { seller_id, count, stars } of sums) {
      await trx
        .updateTable('sellers')
        .set({ reviews_count: Number(count), rating_x10: Math.round((Number(stars) * 10) / (Number(count) * 3)) })
        .where('id', '=', seller_id)
        .execute();
    }
  });
}
