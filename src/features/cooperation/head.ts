import { plainHead, type HeadContext } from '../../domain/page-head';

/** A partner's form: indexed, so sellers find it. */
export const cooperationHead = (_data: readonly unknown[], ctx: HeadContext) => {
  const store = ctx.site.storeName;
  return plainHead(ctx, ctx.text('cooperation:headTitle', { store }), ctx.text('cooperation:headDescription', { store }), true);
};
