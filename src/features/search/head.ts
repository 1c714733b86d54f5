import { privateHead, type HeadContext } from '../../domain/page-head';

/** The longest query a title repeats. */
const TITLED_QUERY_LENGTH = 100;

/** Results pages are for shoppers, not for the index; their links are worth following. */
export const searchHead = (_data: readonly unknown[], ctx: HeadContext) => {
  const query = Array.from((new URLSearchParams(ctx.search).get('query') ?? '').trim())
    .slice(0, TITLED_QUERY_LENGTH)
    .join('');
  const store = ctx.site.storeName;
  const head = privateHead(ctx, query ? ctx.text('seo:searchTitle', { query, store }) : ctx.text('seo:searchTitleEmpty', { store }));
  return { ...head, seo: { ...head.seo, follow: true } };
};
