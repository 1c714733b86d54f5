import { privateHead, type HeadContext } from '../../domain/page-head';

/** A seller's own workspace: served, never indexed. */
export const sellerWorkspaceHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, ctx.text('seller-workspace:headTitle', { store: ctx.site.storeName }));
