import { organizationJsonLd, plainHead, type HeadContext } from '../../domain/page-head';

/** The home page: indexed, with the store's account of itself for search engines where the store's contacts are known. */
export const homeHead = (_data: readonly unknown[], ctx: HeadContext) => {
  const { site } = ctx;
  const head = plainHead(ctx, ctx.text('seo:homeTitle', { store: site.storeName }), ctx.text('seo:homeDescription'), true);
  return { ...head, google: site.contacts ? [organizationJsonLd(site, site.contacts, ctx.lang)] : [] };
};
