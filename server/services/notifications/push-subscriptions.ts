import { isIP } from 'node:net';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { PushKinds, PushSubscriptionBody } from '../../contract/push';
import type { NotificationKind } from '../../db/schema';
import { Invalid, NotFound, ProblemList } from '../platform/domain-errors';
import { provenReminders } from './stock-subscriptions';
import { verifiedPhone } from '../auth/verification';

/** The kinds in their column names, so one list drives reading and writing them. */
export const KIND_COLUMNS = {
  stock: 'wants_stock',
  order: 'wants_order',
  chat: 'wants_chat',
  price: 'wants_price',
} as const satisfies Record<NotificationKind, string>;
const KINDS = Object.keys(KIND_COLUMNS) as NotificationKind[];

type KindColumns = Record<(typeof KIND_COLUMNS)[NotificationKind], number>;

export const kindsOf = (row: KindColumns): PushKinds =>
  Object.fromEntries(KINDS.map((kind) => [kind, row[KIND_COLUMNS[kind]] === 1])) as PushKinds;

/** Only the kinds named: a kind left out keeps its column as it was. */
const kindColumns = (kinds: Partial<PushKinds>): Partial<KindColumns> =>
  Object.fromEntries(KINDS.filter((kind) => kinds[kind] !== undefined).map((kind) => [KIND_COLUMNS[kind], kinds[kind] ? 1 : 0]));

/** base64url as browsers encode keys (padding tolerated), decoded; null when it is not base64url at all. */
function base64url(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;
}

/**
 * A push service's address. A browser's is always https; plain http (and an address by IP or localhost) is allowed
 * outside production only, where the tests' stand-in push service listens. In production the store would
 * otherwise post to whatever address a client makes up, its own network included.
 */
function isPushServiceUrl(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost');
}

/** docs/product-rules.md#notifications: a subscription the store could never encrypt for or deliver to is refused, field by field. */
export function checkPushSubscription(body: Pick<PushSubscriptionBody, 'endpoint' | 'keys'>, production: boolean): void {
  const problems = new ProblemList();
  if (!isPushServiceUrl(body.endpoint, production)) problems.add('endpoint', { reason: 'pushEndpointInvalid' });
  const p256dh = base64url(body.keys.p256dh);
  // An uncompressed P-256 point: 0x04, then 32 bytes of x and 32 of y.
  if (p256dh?.length !== 65 || p256dh[0] !== 4) problems.add('keys.p256dh', { reason: 'pushKeyInvalid' });
  if (base64url(body.keys.auth)?.length !== 16) problems.add('keys.auth', { reason: 'pushAuthInvalid' });
  if (problems.any) throw new Invalid('pushSubscriptionInvalid', problems.fields);
}

/**
 * The reminders the requester may follow (docs/product-rules.md#notifications): of each offer named, the signed-in
 * customer's own, or those of the phone its verification token proves. Knowing a phone proves nothing: a reminder a
 * browser follows gets no SMS, so a stranger following one would silence it. An offer with none is a 404.
 */
async function followableReminders(
  db: Db,
  refs: NonNullable<PushSubscriptionBody['stock_reminders']>,
  customer: { id: number; phone: string } | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const ref of refs) {
    const verified = ref.verification_token ? await verifiedPhone(db, ref.verification_token, 'checkout') : null;
    const phones = [customer?.phone ?? null, verified].filter((p): p is string => p !== null);
    const found = await provenReminders(db, ref.product_id, customer?.id ?? null, phones);
    if (found.length === 0) throw new NotFound('stockReminderNotFound');
    ids.push(...found);
  }
  return ids;
}

/** Checkouts that exist; their random id is the proof a guest holds, as on the thank-you page. */
async function knownCheckouts(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('orders').where('checkout_id', 'in', ids).select('checkout_id').distinct().execute();
  if (found.length !== new Set(ids).size) throw new NotFound('checkoutNotFound');
  return found.map((row) => row.checkout_id);
}

interface PushSubscriber {
  customerId: number | null;
  /** the signed-in customer's phone, proven when the account was made: their reminders by phone are theirs */
  phone: string | null;
  lang: Lang;
}

/**
 * Stores a browser's subscription, or updates it when its endpoint is known (new keys, language, kinds, owner):
 * the browser belongs to whoever posted it last. A change of owner drops what the previous one followed, so a
 * shared computer never gets the last shopper's orders. `created` tells a new subscription from an update.
 * A subscription the browser renewed (`replaces`: the old endpoint, a secret only that browser holds) takes the old
 * one's place, its language and what it followed included.
 */
export async function savePushSubscription(db: Db, body: PushSubscriptionBody, who: PushSubscriber, now = new Date()) {
  const reminders = await followableReminders(
    db,
    body.stock_reminders ?? [],
    who.customerId !== null && who.phone !== null ? { id: who.customerId, phone: who.phone } : null,
  );
  const checkouts = await knownCheckouts(db, body.checkout_ids ?? []);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const byEndpoint = (endpoint: string) =>
      trx.selectFrom('push_subscriptions').where('endpoint', '=', endpoint).select(['id', 'customer_id', 'lang']).executeTakeFirst();
    const same = await byEndpoint(body.endpoint);
    const renewed = !same && body.replaces ? await byEndpoint(body.replaces) : undefined;
    const known = same ?? renewed;
    const fields = {
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      lang: renewed?.lang ?? who.lang,
      customer_id: who.customerId,
      updated_at: at,
      ...kindColumns(body.kinds ?? {}),
    };
    let id: number;
    if (known) {
      id = known.id;
      await trx
        .updateTable('push_subscriptions')
        .set({ ...fields, endpoint: body.endpoint })
        .where('id', '=', id)
        .execute();
      if (known.customer_id !== who.customerId) {
        await trx.deleteFrom('push_stock_reminders').where('push_subscription_id', '=', id).execute();
        await trx.deleteFrom('push_checkouts').where('push_subscription_id', '=', id).execute();
      }
    } else {
      ({ id } = await trx
        .insertInto('push_subscriptions')
        .values({ ...fields, endpoint: body.endpoint, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    for (const reminder of reminders) {
      await trx
        .insertInto('push_stock_reminders')
        .values({ push_subscription_id: id, stock_subscription_id: reminder })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    for (const checkout of checkouts) {
      await trx
        .insertInto('push_checkouts')
        .values({ push_subscription_id: id, checkout_id: checkout })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return { created: !known, data: await subscriptionState(trx, id) };
  });
}

async function subscriptionState(db: Db, id: number) {
  const row = await db.selectFrom('push_subscriptions').where('id', '=', id).selectAll().executeTakeFirstOrThrow();
  const [reminders, checkouts] = await Promise.all([
    db
      .selectFrom('push_stock_reminders')
      .where('push_subscription_id', '=', id)
      .select('stock_subscription_id')
      .orderBy('stock_subscription_id')
      .execute(),
    db.selectFrom('push_checkouts').where('push_subscription_id', '=', id).select('checkout_id').orderBy('checkout_id').execute(),
  ]);
  return {
    endpoint: row.endpoint,
    kinds: kindsOf(row),
    signed_in: row.customer_id !== null,
    stock_reminder_ids: reminders.map((r) => r.stock_subscription_id),
    checkout_ids: checkouts.map((c) => c.checkout_id),
  };
}

/** Forgets a browser's subscription (its reminders and checkouts with it); true when there was one. */
export async function deletePushSubscription(db: Db, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * A seller user's device asks for a push on each new order of its shop (docs/product-rules.md#seller-orders). The
 * row is the browser's, by its endpoint, as a shopper's is: the seller's mark is added to it and leaves the shopper's
 * owner, reminders and checkouts as they were; a new browser starts as a guest's with only that mark.
 */
export async function saveSellerPushSubscription(
  db: Db,
  body: Pick<PushSubscriptionBody, 'endpoint' | 'keys'>,
  sellerUserId: number,
  lang: Lang,
  now = new Date(),
): Promise<{ created: boolean }> {
  const at = now.toISOString();
  const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth };
  return db.transaction().execute(async (trx) => {
    const known = await trx.selectFrom('push_subscriptions').where('endpoint', '=', body.endpoint).select('id').executeTakeFirst();
    if (known) {
      await trx
        .updateTable('push_subscriptions')
        .set({ ...keys, seller_user_id: sellerUserId, wants_order: 1, updated_at: at })
        .where('id', '=', known.id)
        .execute();
      return { created: false };
    }
    await trx
      .insertInto('push_subscriptions')
      .values({ ...keys, endpoint: body.endpoint, lang, customer_id: null, seller_user_id: sellerUserId, created_at: at, updated_at: at })
      .execute();
    return { created: true };
  });
}

/** The device stops hearing of the shop's new orders; true when this seller's user had asked on it. */
export async function deleteSellerPushSubscription(db: Db, endpoint: string, sellerId: number): Promise<boolean> {
  const result = await db
    .updateTable('push_subscriptions')
    .set({ seller_user_id: null })
    .where('endpoint', '=', endpoint)
    .where('seller_user_id', 'in', (eb) => eb.selectFrom('seller_users').where('seller_id', '=', sellerId).select('id'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
