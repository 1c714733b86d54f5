import type { Db } from '../connection';
import { sellerKeyRow } from '../../services/seller/seller-keys';
import { DEMO_CUSTOMER } from './demo-customer';

/**
 * Demo seller API keys (README): seller {id} answers with `Authorization: Bearer seller-demo-key-{id}`. They are
 * public knowledge, like the demo customer's password: a real store issues random keys and seeds none.
 */
export const demoSellerKey = (sellerId: number) => `seller-demo-key-${sellerId}`;

const KEYS_CREATED_AT = '2026-09-01T09:00:00.000Z';

type Line = { author: 'customer' | 'seller'; text: string; at: string; read_at: string | null };

/** Two chats about the first offers of two sellers: one already read, one with a reply not read yet. */
const CHATS: Line[][] = [
  [
    {
      author: 'customer',
      text: 'Добрий день! Чи можна цю олію вживати щодня, і на скільки вистачає одного флакона?',
      at: '2026-10-20T10:15:00.000Z',
      read_at: '2026-10-20T11:02:00.000Z',
    },
    {
      author: 'seller',
      text: 'Вітаємо! Так, щоденно по 2–3 краплі двічі на день. Одного флакона вистачає приблизно на місяць.',
      at: '2026-10-20T11:02:00.000Z',
      read_at: '2026-10-20T12:00:00.000Z',
    },
    { author: 'customer', text: 'Дякую, замовлю найближчим часом.', at: '2026-10-20T12:05:00.000Z', read_at: null },
  ],
  [
    {
      author: 'customer',
      text: 'Підкажіть, будь ласка, чи відправляєте ви сьогодні, якщо замовити до обіду?',
      at: '2026-10-28T09:30:00.000Z',
      read_at: '2026-10-28T10:10:00.000Z',
    },
    {
      author: 'seller',
      text: 'Так, замовлення, оплачені до 14:00, відправляємо того ж дня. Номер накладної надішлемо в SMS.',
      at: '2026-10-28T10:10:00.000Z',
      read_at: null,
    },
  ],
];

/** Runs after the sellers, their offers and the demo customer exist. Deterministic: fixed dates, offers picked by id. */
export async function seedDemoConversations(db: Db): Promise<void> {
  const sellers = await db.selectFrom('sellers').select('id').orderBy('id').execute();
  const customer = await db.selectFrom('customers').where('phone', '=', DEMO_CUSTOMER.phone).select('id').executeTakeFirst();
  // the first offer of each of the first sellers that have any
  const picked = await db
    .selectFrom('products')
    .groupBy('seller_id')
    .select(['seller_id', (eb) => eb.fn.min<number>('id').as('id')])
    .orderBy('seller_id')
    .limit(CHATS.length)
    .execute();

  await db.transaction().execute(async (trx) => {
    if (sellers.length > 0) {
      await trx
        .insertInto('seller_api_keys')
        .values(sellers.map((s) => sellerKeyRow(demoSellerKey(s.id), s.id, '', new Date(KEYS_CREATED_AT))))
        .execute();
    }
    if (!customer) return;
    for (const [i, offer] of picked.entries()) {
      const lines = CHATS[i]!;
      const { id } = await trx
        .insertInto('conversations')
        .values({
          customer_id: customer.id,
          seller_id: offer.seller_id,
          kind: 'regular',
          product_id: offer.id,
          order_id: null,
          created_at: lines[0]!.at,
          updated_at: lines.at(-1)!.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('conversation_messages')
        .values(lines.map((l) => ({ conversation_id: id, author: l.author, text: l.text, created_at: l.at, read_at: l.read_at })))
        .execute();
    }
  });
}
