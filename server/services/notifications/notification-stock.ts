import { paths, type Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { queueNotice } from '../../jobs/notification-jobs';
import { notice, productTitles } from './notification-notices';
import { reminderBrowsers } from './notification-recipients';

/**
 * "Ми повідомимо" (docs/product-rules.md#notifications): each back-in-stock reminder due a message (marked
 * 'to_notify' when its offer came back) gets its notices queued, then counts as 'notified'. A reminder is told by
 * push on every browser that follows it; one no browser follows gets an SMS to its phone, else an e-mail. A browser
 * following two reminders of one offer gets one push. Answers how many reminders were handled.
 */
export async function queueRestockNotices(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('stock_subscriptions')
    .where('status', '=', 'to_notify')
    .select(['id', 'product_id', 'customer_id', 'phone', 'email', 'lang'])
    .orderBy('id')
    .execute();
  const pushedFor = new Map<number, Set<number>>();
  for (const reminder of due) {
    await db.transaction().execute(async (trx) => {
      const titles = await productTitles(trx, reminder.product_id);
      const about = (lang: Lang) =>
        notice(lang, 'stock', { product: titles[lang] }, paths.product(reminder.product_id), `stock-${reminder.product_id}`);
      const browsers = await reminderBrowsers(trx, reminder);
      const pushed = pushedFor.get(reminder.product_id) ?? new Set<number>();
      pushedFor.set(reminder.product_id, pushed);
      for (const browser of browsers.filter((b) => !pushed.has(b.id))) {
        pushed.add(browser.id);
        await queueNotice(
          trx,
          {
            kind: 'stock',
            channel: 'push',
            pushSubscriptionId: browser.id,
            notice: about(browser.lang),
            dedupeKey: `stock:${reminder.id}:push:${browser.id}`,
          },
          now,
        );
      }
      const lang: Lang = reminder.lang === 'ru' ? 'ru' : 'uk';
      if (browsers.length === 0 && reminder.phone) {
        await queueNotice(
          trx,
          { kind: 'stock', channel: 'sms', contact: reminder.phone, notice: about(lang), dedupeKey: `stock:${reminder.id}:sms` },
          now,
        );
      } else if (browsers.length === 0 && reminder.email) {
        await queueNotice(
          trx,
          { kind: 'stock', channel: 'email', contact: reminder.email, notice: about(lang), dedupeKey: `stock:${reminder.id}:email` },
          now,
        );
      }
      await trx
        .updateTable('stock_subscriptions')
        .set({ status: 'notified' })
        .where('id', '=', reminder.id)
        .where('status', '=', 'to_notify')
        .execute();
    });
  }
  return due.length;
}
