import { plainHead, type HeadContext } from '../../domain/page-head';

/** The contacts page: indexed, titled with the store's name. */
export const contactHead = (_data: readonly unknown[], ctx: HeadContext) => {
  const store = ctx.site.storeName;
  return plainHead(ctx, ctx.text('contact:headTitle', { store }), ctx.text('contact:headDescription', { store }), true);
};
