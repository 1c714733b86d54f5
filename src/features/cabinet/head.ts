import { privateHead, type HeadContext } from '../../domain/page-head';
import { tabFromSearch } from './tab-keys';

/** A shopper's own page: served, never indexed; the section shown comes first, then the cabinet, then the store. */
export const cabinetHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, `${ctx.text(`cabinet:tabs.${tabFromSearch(ctx.search)}`)} — ${ctx.text('cabinet:title')} — ${ctx.site.storeName}`);
