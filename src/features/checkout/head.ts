import { privateHead, type HeadContext } from '../../domain/page-head';

/** A shopper's own cart on its way to orders: served, never indexed. */
export const checkoutHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, ctx.text('checkout:headTitle', { store: ctx.site.storeName }));
