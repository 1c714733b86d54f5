import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Providers } from '../providers';
import { refundCancelledOrders, settleOverduePayments } from '../services/checkout/acquirer-payments';
import { startJobPoller, type JobPoller } from './poller';

/** How often overdue payments are looked for: expiry is counted in minutes, and an idle store reads one index. */
const PAYMENTS_POLL_MS = 60_000;

/**
 * The payments job of one server process (server/services/checkout/acquirer-payments.ts): payments past
 * PAYMENT_EXPIRY_MINUTES are asked of the acquirer, then settled or expired, and the money of paid orders their
 * sellers cancelled is sent back. Every process runs it; each session expires, and each order is refunded, once,
 * whichever process gets there first.
 */
export function startPaymentJobs(
  db: Db,
  config: Pick<Config, 'paymentExpiryMinutes'>,
  { payment }: Pick<Providers, 'payment'>,
  log: FastifyBaseLogger,
): JobPoller {
  const acquirer = payment === null || payment.name === 'sandbox' ? null : payment;
  return startJobPoller(
    async () => {
      const run = await settleOverduePayments(db, acquirer, config.paymentExpiryMinutes);
      if (run.expired.length + run.settled.length + run.skipped.length > 0) log.info(run, 'overdue payments');
      const refunded = acquirer ? await refundCancelledOrders(db, acquirer) : [];
      if (refunded.length > 0) log.info({ orders: refunded }, 'cancelled orders refunded');
    },
    log,
    PAYMENTS_POLL_MS,
  );
}
