import { formatPrice, kopecksToUah } from '../../../src/domain/money';
import { paths } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { queueNotice } from '../../jobs/notification-jobs';
import { notice, productTitles } from './notification-notices';
import { customersBrowsers } from './notification-recipients';

/**
 * An offer got cheaper: the customers who keep it in a favourites list hear of it (docs/product-rules.md#notifications),
 * at most once a day per offer and price, so a seller trying prices does not flood them.
 */
export async function queuePriceDropNotices(db: Db, productId: number, previousKop: number, priceKop: number, now: Date): Promise<void> {
  const [price, previous] = [formatPrice(kopecksToUah(priceKop)), formatPrice(kopecksToUah(previousKop))];
  // Shoppers see whole hryvnias: a drop of a few kopecks is no news.
  if (priceKop >= previousKop || price === previous) return;
  const fans = await db
    .selectFrom('favorite_items as i')
    .innerJoin('favorite_lists as l', 'l.id', 'i.list_id')
    .where('i.product_id', '=', productId)
    .select('l.customer_id')
    .distinct()
    .execute();
  const browsers = await customersBrowsers(
    db,
    'price',
    fans.map((f) => f.customer_id),
  );
  if (browsers.length === 0) return;
  const titles = await productTitles(db, productId);
  const day = now.toISOString().slice(0, 10);
  for (const browser of browsers) {
    const vars = { product: titles[browser.lang], price, previous };
    await queueNotice(
      db,
      {
        kind: 'price',
        channel: 'push',
        pushSubscriptionId: browser.id,
        notice: notice(browser.lang, 'price', vars, paths.product(productId), `price-${productId}`),
        dedupeKey: `price:${productId}:${priceKop}:${day}:push:${browser.id}`,
      },
      now,
    );
  }
}
