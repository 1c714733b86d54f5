/**
 * The tabs of a seller's storefront (docs/product-rules.md#seller-storefronts): the landing `/seller_{id}-temp`
 * is the about tab; every other tab has its own shareable path `/seller_{id}/{tab}`.
 */
export const SELLER_TABS = ['about', 'products', 'reviews', 'contacts'] as const;
export type SellerTab = (typeof SELLER_TABS)[number];

/** Reviews a storefront shows per page: the "10 more" step of product reviews. */
export const SELLER_REVIEWS_PAGE_SIZE = 10;

/** The tab a storefront path's rest names ('' or '/about': about); null for anything else, which is a 404. */
export function sellerTabOf(rest: string | undefined): SellerTab | null {
  const slug = (rest ?? '').replace(/^\/|\/$/g, '');
  if (slug === '') return 'about';
  return (SELLER_TABS as readonly string[]).includes(slug) ? (slug as SellerTab) : null;
}

/** "Олена К.": a buyer's first name and the initial of the surname, all a public review says of them. */
export function reviewAuthor(name: string, surname: string): string {
  const first = name.trim();
  const initial = [...surname.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase('uk')}.` : first;
}
