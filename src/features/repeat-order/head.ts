import { privateHead, type HeadContext } from '../../domain/page-head';

/** One shopper's order again: served, never indexed. */
export const repeatOrderHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, `${ctx.text('repeat-order:pageTitle')} — ${ctx.site.storeName}`);
