/**
 * Every page path of docs/product-rules.md#routes-and-screens, defined once for both languages: no prefix is `uk`, `/ru` is `ru`.
 * The browser router and the server (which answers unknown pages with HTTP 404 and fills each page's
 * head) both match against this table, so they can never disagree about what exists.
 */
export type Lang = 'uk' | 'ru';
export const LANGS: readonly Lang[] = ['uk', 'ru'];
export const DEFAULT_LANG: Lang = 'uk';

const id = '(?<id>\\d+)';
const page = '(?<page>[1-9]\\d*)';
const slug = '(?<slug>[a-z0-9][a-z0-9-]*)';

/** Patterns match the path without the language prefix; params are validated by the pattern itself. */
const PATTERNS = {
  home: '/',
  blog: '/blog',
  blogPage: `/blog/page-${page}`,
  blogCategory: `/blog/category/(?<category_id>\\d+)`,
  blogCategoryPage: `/blog/category/(?<category_id>\\d+)/page-${page}`,
  blogArticle: `/blog/category/(?<category_id>\\d+)/article/(?<article_id>\\d+)`,
  blogTag: `/blog/tag/(?<tag_id>\\d+)`,
  brands: '/brand',
  brand: `/brand/${id}`,
  cabinet: '/cabinet',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  orderReview: `/cabinet/order/${id}/comment`,
  /** the page key is the first segment; a category is c{id}; filters may follow */
  catalog: '/catalog/(?<key>[a-z0-9-]+)(?<rest>(?:/[^/]+)*)',
  checkout: '/checkout',
  repeatOrder: '/repeat-order',
  compare: '/compare',
  compareCategory: `/compare/${id}`,
  contact: '/contact',
  cooperation: '/cooperation',
  sharedFavorites: '/favorites/share/(?<id>[A-Za-z0-9_-]+)',
  guide: `/gid-pokupatelya/${slug}`,
  htmlSitemap: `/html-sitemap/${id}`,
  newComment: '/new-comment',
  orderComment: '/order/comment',
  thankForComment: '/order/thank-for-comment',
  product: `/product/${id}`,
  promotions: '/akcii',
  promotion: `/akcii/${slug}`,
  search: '/search',
  /** a storefront's landing: its about tab */
  sellerLanding: '/seller_(?<id>\\d+)-temp',
  /** the products tab of a storefront, or one of its category pages (`/products/c{id}`): a catalogue listing of its own, before the other tabs */
  sellerProducts: '/seller_(?<id>\\d+)/products(?:/(?<key>[^/]+))?',
  seller: '/seller_(?<id>\\d+)(?<rest>(?:/[^/]+)*)',
  /** docs/product-rules.md#seller-workspace: the seller's own side of the store */
  sellerWorkspace: '/seller',
  /** docs/product-rules.md#back-office: the marketplace team's own side */
  admin: '/admin',
  /** docs/product-rules.md#content: an article as shoppers will see it, for the back office before it is public */
  blogPreview: `/admin/preview/blog/${id}`,
  guidePreview: `/admin/preview/guide/${id}`,
  buildInfo: '/test/test',
  thankYou: '/thank-you-page',
} as const;

type PageKey = keyof typeof PATTERNS;

/**
 * The pages the app serves today. A page joins this list when its feature is built: the client's
 * route table is typed by it, and any other path is a 404 on both sides.
 */
export const LIVE_PAGES = [
  'home',
  'catalog',
  'product',
  'compare',
  'compareCategory',
  'brands',
  'brand',
  'search',
  'login',
  'register',
  'forgotPassword',
  'cabinet',
  'checkout',
  'orderReview',
  'orderComment',
  'thankForComment',
  'newComment',
  'sharedFavorites',
  'thankYou',
  'repeatOrder',
  'blog',
  'blogPage',
  'blogCategory',
  'blogCategoryPage',
  'blogArticle',
  'blogTag',
  'guide',
  'contact',
  'cooperation',
  'buildInfo',
  'htmlSitemap',
  'sellerLanding',
  'sellerProducts',
  'seller',
  'promotions',
  'promotion',
  'sellerWorkspace',
  'admin',
  'blogPreview',
  'guidePreview',
] as const satisfies readonly PageKey[];
export type LivePage = (typeof LIVE_PAGES)[number];

export const pagePatterns: Record<PageKey, RegExp> = Object.fromEntries(
  Object.entries(PATTERNS).map(([key, p]) => [key, new RegExp(`^${p === '/' ? '/' : p}/?$`)]),
) as Record<PageKey, RegExp>;

export type PageParams = Record<string, string>;
interface PageMatch {
  key: LivePage;
  params: PageParams;
}

export function splitLang(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/ru' || pathname.startsWith('/ru/')) return { lang: 'ru', path: pathname.slice(3) || '/' };
  return { lang: 'uk', path: pathname || '/' };
}

export function localizedPath(lang: Lang, path: string): string {
  if (/^https?:/.test(path)) return path;
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? '/ru' : `/ru${path}`;
}

/** Matches a path without the language prefix against the live pages. */
export function matchPage(path: string): PageMatch | null {
  for (const key of LIVE_PAGES) {
    const m = pagePatterns[key].exec(path);
    if (m) return { key, params: { ...m.groups } };
  }
  return null;
}

/** Builders for the links the app makes itself; a page adds its builder when it goes live. */
export const paths = {
  category: (categoryId: number) => `/catalog/c${categoryId}`,
  product: (productId: number) => `/product/${productId}`,
  brands: () => '/brand',
  brand: (brandId: number) => `/brand/${brandId}`,
  /** docs/product-rules.md#blog: page 1 of a blog list has no page in its address */
  blog: (page = 1) => (page > 1 ? `/blog/page-${page}` : '/blog'),
  blogCategory: (categoryId: number, page = 1) => `/blog/category/${categoryId}${page > 1 ? `/page-${page}` : ''}`,
  blogArticle: (categoryId: number, articleId: number) => `/blog/category/${categoryId}/article/${articleId}`,
  /** a tag's route has no paged form, so its further pages are a query */
  blogTag: (tagId: number, page = 1) => `/blog/tag/${tagId}${page > 1 ? `?page=${page}` : ''}`,
  search: (query: string) => `/search?query=${encodeURIComponent(query)}`,
  /** the compare lists, or one category's table */
  compare: (categoryId?: number) => (categoryId === undefined ? '/compare' : `/compare/${categoryId}`),
  /** `back`: a same-site path to return to after signing in */
  login: (back?: string) => (back ? `/login?back=${encodeURIComponent(back)}` : '/login'),
  register: () => '/register',
  sellerWorkspace: () => '/seller',
  admin: () => '/admin',
  articlePreview: (kind: 'blog' | 'guide', id: number) => `/admin/preview/${kind}/${id}`,
  forgotPassword: () => '/forgot-password',
  /** the public page of a shared favourites list, by its share_id */
  sharedFavorites: (shareId: string) => `/favorites/share/${shareId}`,
  /** `tab`: a cabinet section (docs/product-rules.md#routes-and-screens), the profile when left out; `page`: a page of a section's list */
  cabinet: (tab?: string, page = 1) => {
    const query = [tab && tab !== 'profile' ? `tab=${tab}` : '', page > 1 ? `page=${page}` : ''].filter(Boolean).join('&');
    return query ? `/cabinet?${query}` : '/cabinet';
  },
  /** one chat with a seller in the cabinet */
  sellerChat: (conversationId: number) => `/cabinet?tab=seller_messages&conversation=${conversationId}`,
  /** the review of one of the customer's orders (docs/product-rules.md#cabinet "/cabinet/order/{id}/comment") */
  orderReview: (orderId: number) => `/cabinet/order/${orderId}/comment`,
  orderComment: (orderId?: number) => (orderId === undefined ? '/order/comment' : `/order/comment?order_id=${orderId}`),
  thankForComment: () => '/order/thank-for-comment',
  newComment: () => '/new-comment',
  checkout: () => '/checkout',
  /** `checkoutId`: the checkout's random id makes the link show its orders on any device */
  thankYou: (checkoutId?: string) => (checkoutId ? `/thank-you-page?checkout=${checkoutId}` : '/thank-you-page'),
  /** a past order of the signed-in customer back into the cart, then checkout */
  repeatOrder: (orderId: number) => `/repeat-order?order_id=${orderId}`,
  guide: (slug: string) => `/gid-pokupatelya/${slug}`,
  contact: () => '/contact',
  cooperation: () => '/cooperation',
  htmlSitemap: (page = 1) => `/html-sitemap/${page}`,
  /** docs/product-rules.md#promotions: the list's further pages are a query, like a blog tag's */
  promotions: (page = 1) => (page > 1 ? `/akcii?page=${page}` : '/akcii'),
  promotion: (slug: string) => `/akcii/${slug}`,
  /** a seller's storefront: the landing (its about tab) or another tab (docs/product-rules.md#seller-storefronts) */
  seller: (sellerId: number, tab: 'about' | 'products' | 'reviews' | 'contacts' = 'about') =>
    tab === 'about' ? `/seller_${sellerId}-temp` : `/seller_${sellerId}/${tab}`,
  /** a storefront's category page: the seller's goods in the category and below it */
  sellerCategory: (sellerId: number, categoryId: number) => `/seller_${sellerId}/products/c${categoryId}`,
};

/** The category id of a catalogue page key (`c12` → 12), or null for other keys. */
export function categoryIdFromKey(key: string): number | null {
  const m = /^c(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
}
