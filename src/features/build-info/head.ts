import { privateHead, type HeadContext } from '../../domain/page-head';

/** A page for the store's own people: served, never indexed. */
export const buildInfoHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, `${ctx.text('build-info:title')} — ${ctx.site.storeName}`);
