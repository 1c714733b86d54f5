import { privateHead, type HeadContext } from '../../domain/page-head';
import type { CompareTable } from '../../api/compare';

/** A shopper's own lists: served, never indexed. */
export const compareHead = (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, ctx.text('compare:headTitle', { store: ctx.site.storeName }));

/** One category's table, named by its category. */
export const compareCategoryHead = ([table]: readonly unknown[], ctx: HeadContext) =>
  table
    ? privateHead(
        ctx,
        ctx.text('compare:categoryHeadTitle', { category: (table as CompareTable).data.category.name, store: ctx.site.storeName }),
      )
    : undefined;
