import { localizedPath, type Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import type { Vars } from '../../i18n/i18n';
import { pushText } from '../../i18n/texts';
import type { Notice } from '../../jobs/notification-jobs';

/** The notices the shop writes, by their texts' key in locales/<lang>/push.json. */
export type NoticeKey =
  | 'stock'
  | 'orderPlaced'
  | 'orderPaid'
  | 'orderPaymentFailed'
  | 'orderConfirmed'
  | 'orderSent'
  | 'orderSentWaybill'
  | 'orderTracking'
  | 'orderFulfilled'
  | 'orderCancelled'
  | 'orderCancelledReason'
  | 'sellerNewOrder'
  | 'chat'
  | 'price';

/** A notice in `lang`, opening `path` (without the language prefix) in that language. */
export function notice(lang: Lang, key: NoticeKey, vars: Vars, path: string, tag: string): Notice {
  return {
    lang,
    title: pushText(lang, `${key}.title`, vars),
    body: pushText(lang, `${key}.body`, vars),
    url: localizedPath(lang, path),
    tag,
  };
}

/** An offer's goods' title in both languages, as notices name it. */
export async function productTitles(db: Db, productId: number): Promise<Record<Lang, string>> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('base_products as b', 'b.id', 'p.base_product_id')
    .where('p.id', '=', productId)
    .select(['b.title_uk', 'b.title_ru'])
    .executeTakeFirstOrThrow();
  return { uk: row.title_uk, ru: row.title_ru };
}
