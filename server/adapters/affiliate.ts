import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';

/** An order an affiliate brought that has just been paid (docs/product-rules.md#analytics-and-attribution). */
export interface PaidOrder {
  orderId: number;
  /** hryvnias with kopecks */
  total: number;
  /** the affiliate network's click id the order carried */
  aduid: string;
}

/** Tells the affiliate network an order it brought was paid, so it pays its partner. A real network's postback implements the same one method. */
interface AffiliatePostback {
  orderPaid(order: PaidOrder, now?: Date): Promise<void>;
}

/**
 * The default (README "Trying the shop without outside services"): nothing leaves the machine. Each postback is
 * logged and kept in `affiliate_postbacks`, where support and tests read what a network would have been told.
 */
export function recordingAffiliatePostback(db: Db, log: Pick<FastifyBaseLogger, 'info'>): AffiliatePostback {
  return {
    async orderPaid(order, now = new Date()) {
      await db
        .insertInto('affiliate_postbacks')
        .values({ order_id: order.orderId, total: order.total, aduid: order.aduid, created_at: now.toISOString() })
        .execute();
      log.info({ affiliate: order }, 'affiliate postback recorded');
    },
  };
}
