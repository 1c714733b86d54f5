import { privateHead, type HeadContext } from '../../domain/page-head';

/** Order reviews are the buyer's own business: served, never indexed; the page's name comes before the store's. */
const titled = (key: string) => (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, `${ctx.text(`order-comment:${key}`, { id: ctx.params.id ?? '' })} — ${ctx.site.storeName}`);

export const orderReviewHead = titled('title');
export const orderCommentHead = titled('chooseOrderTitle');
export const thankForCommentHead = titled('thanksTitle');
export const newCommentHead = titled('newCommentTitle');
