import { privateHead, type HeadContext } from '../../domain/page-head';

/** One shopper's orders: served, never indexed. */
export const thankYouHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, `${ctx.text('thank-you:pageTitle')} — ${ctx.site.storeName}`);
