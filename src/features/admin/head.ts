import { privateHead, type HeadContext } from '../../domain/page-head';

/** The back office: served, never indexed. */
export const adminHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, ctx.text('admin:headTitle', { store: ctx.site.storeName }));
