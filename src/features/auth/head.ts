import { privateHead, type HeadContext } from '../../domain/page-head';

/** Forms: served, never indexed; the form's name comes before the store's. */
const titled = (pageKey: string) => (_data: readonly unknown[], ctx: HeadContext) =>
  privateHead(ctx, ctx.text('auth:headTitle', { page: ctx.text(pageKey), store: ctx.site.storeName }));

export const loginHead = titled('auth:loginTitle');
export const registerHead = titled('auth:registerTitle');
export const forgotPasswordHead = titled('auth:forgotTitle');
