import type { ComponentType } from 'react';
import type { Lang, LivePage, PageParams } from '../domain/paths';
import type { PageHeadOf } from '../domain/page-head';
import type { ResourceDef } from '../lib/resource';
import { blogArticleResources, blogListResources } from '../features/blog/resources';
import {
  brandPageResources,
  brandsResource,
  categoryPageResources,
  promotionPageResources,
  sellerProductsPageResources,
} from '../features/catalog/resources';
import { homeResources } from '../features/home/resources';
import { productResource } from '../features/product/resources';
import { searchPageResources } from '../features/search/resources';
import { sellerPageResources } from '../features/seller/resources';
import { guidePageResources } from '../features/guide/resources';
import { promotionsPageResources } from '../features/promotions/resources';
import { contactResource } from '../features/contact/resources';
import { htmlSitemapPageResources } from '../features/sitemap/resources';
import { buildInfoResource } from '../features/build-info/resources';
import { contactHead } from '../features/contact/head';
import { cooperationHead } from '../features/cooperation/head';
import { productHead } from '../features/product/head';
import { sellerWorkspaceHead } from '../features/seller-workspace/head';
import { adminHead } from '../features/admin/head';
import { guideHead } from '../features/guide/head';
import { newCommentHead, orderCommentHead, orderReviewHead, thankForCommentHead } from '../features/order-comment/head';
import { brandsHead, categoryHead, listingPageHead, sellerProductsHead } from '../features/catalog/head';
import { sellerHead } from '../features/seller/head';
import { promotionsHead } from '../features/promotions/head';
import { blogArticleHead, blogListHead } from '../features/blog/head';
import { homeHead } from '../features/home/head';
import { searchHead } from '../features/search/head';
import { buildInfoHead } from '../features/build-info/head';
import { htmlSitemapHead } from '../features/sitemap/head';
import { compareCategoryHead, compareHead } from '../features/compare/head';
import { compareCategoryPageResources } from '../features/compare/resources';
import { sharedFavoritesHead } from '../features/shared-favorites/head';
import { sharedListPageResources } from '../features/shared-favorites/resources';
import { forgotPasswordHead, loginHead, registerHead } from '../features/auth/head';
import { cabinetHead } from '../features/cabinet/head';
import { checkoutHead } from '../features/checkout/head';
import { thankYouHead } from '../features/thank-you/head';
import { repeatOrderHead } from '../features/repeat-order/head';
import type { GuardName } from './guards';
import { lazyWithReload } from './shell/chunk-reload';

const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>('../features/*/*Page.tsx');

/**
 * A page's code by its file under src/features, loaded on first use. The file also names the page's chunk and
 * stylesheet in the build's manifest, which the server links from a page's HTML.
 */
function pageAt(file: string) {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page at src/features/${file}.tsx`);
  return Object.assign(lazyWithReload(load), { source: `src/features/${file}.tsx` });
}

export type LayoutName = 'default' | 'checkout' | 'none';

interface PageProps {
  params: PageParams;
}

export interface RouteDef {
  page: ComponentType<PageProps> & { preload: () => Promise<unknown>; source: string };
  layout: LayoutName;
  guards: GuardName[];
  /** checkout and product pages get their own body style (docs/product-rules.md#routes-and-screens) */
  bodyClass?: string;
  /**
   * A public page the server renders: the data of its first screen, fetched before rendering on the server and
   * as soon as the address changes in the browser. Pages without it (forms, a shopper's own pages) get the
   * server-rendered layout around a loading main and render in the browser. An answer of 404 makes the page the
   * not-found page, on the server and in the browser alike.
   */
  pageData?: (lang: Lang, params: PageParams, search: string) => ResourceDef<unknown>[];
  /** The page's head from `pageData`'s answers: the server writes it into the page, the browser keeps it on navigation. */
  head: PageHeadOf;
}

/** Every live page, typed by the shared path table so the client and server agree on what exists. */
export const routes: Record<LivePage, RouteDef> = {
  home: { page: pageAt('home/HomePage'), layout: 'default', guards: [], pageData: homeResources, head: homeHead },
  catalog: {
    page: pageAt('catalog/CategoryPage'),
    layout: 'default',
    guards: ['catalogue-redirect'],
    pageData: categoryPageResources,
    head: categoryHead,
  },
  brands: {
    page: pageAt('catalog/BrandsPage'),
    layout: 'default',
    guards: [],
    pageData: (lang) => [brandsResource(lang)],
    head: brandsHead,
  },
  // A brand page is a listing too: a page past its end redirects the same way.
  brand: {
    page: pageAt('catalog/BrandPage'),
    layout: 'default',
    guards: ['catalogue-redirect'],
    pageData: brandPageResources,
    head: listingPageHead,
  },
  product: {
    page: pageAt('product/ProductPage'),
    layout: 'default',
    guards: [],
    bodyClass: 'page-product',
    pageData: (lang, params) => [productResource(lang, Number(params.id))],
    head: productHead,
  },
  // The guest's search id comes with the page's cookies, so a search the server makes lands in their history.
  search: { page: pageAt('search/SearchPage'), layout: 'default', guards: [], pageData: searchPageResources, head: searchHead },
  compare: { page: pageAt('compare/ComparePage'), layout: 'default', guards: [], head: compareHead },
  compareCategory: {
    page: pageAt('compare/CompareTablePage'),
    layout: 'default',
    guards: [],
    pageData: compareCategoryPageResources,
    head: compareCategoryHead,
  },
  login: { page: pageAt('auth/LoginPage'), layout: 'default', guards: [], head: loginHead },
  register: { page: pageAt('auth/RegisterPage'), layout: 'default', guards: [], head: registerHead },
  forgotPassword: { page: pageAt('auth/ForgotPasswordPage'), layout: 'default', guards: [], head: forgotPasswordHead },
  cabinet: { page: pageAt('cabinet/CabinetPage'), layout: 'default', guards: ['auth'], head: cabinetHead },
  orderReview: { page: pageAt('order-comment/OrderReviewPage'), layout: 'default', guards: ['auth'], head: orderReviewHead },
  orderComment: { page: pageAt('order-comment/OrderCommentPage'), layout: 'default', guards: [], head: orderCommentHead },
  thankForComment: { page: pageAt('order-comment/ThankForCommentPage'), layout: 'default', guards: [], head: thankForCommentHead },
  newComment: { page: pageAt('order-comment/NewCommentPage'), layout: 'default', guards: [], head: newCommentHead },
  sharedFavorites: {
    page: pageAt('shared-favorites/SharedFavoritesPage'),
    layout: 'default',
    guards: [],
    pageData: sharedListPageResources,
    head: sharedFavoritesHead,
  },
  checkout: { page: pageAt('checkout/CheckoutPage'), layout: 'checkout', guards: [], bodyClass: 'page-checkout', head: checkoutHead },
  thankYou: { page: pageAt('thank-you/ThankYouPage'), layout: 'default', guards: [], head: thankYouHead },
  repeatOrder: { page: pageAt('repeat-order/RepeatOrderPage'), layout: 'checkout', guards: ['auth'], head: repeatOrderHead },
  // A storefront's landing is its about tab; its other tabs have their own addresses (docs/product-rules.md#seller-storefronts).
  sellerLanding: { page: pageAt('seller/SellerPage'), layout: 'default', guards: [], pageData: sellerPageResources, head: sellerHead },
  seller: { page: pageAt('seller/SellerPage'), layout: 'default', guards: [], pageData: sellerPageResources, head: sellerHead },
  sellerProducts: {
    page: pageAt('catalog/SellerProductsPage'),
    layout: 'default',
    guards: [],
    pageData: sellerProductsPageResources,
    head: sellerProductsHead,
  },
  guide: { page: pageAt('guide/GuidePage'), layout: 'default', guards: [], pageData: guidePageResources, head: guideHead },
  contact: {
    page: pageAt('contact/ContactPage'),
    layout: 'default',
    guards: [],
    pageData: (lang) => [contactResource(lang)],
    head: contactHead,
  },
  // docs/product-rules.md#routes-and-screens: a partner's form stands alone, without the store's header and footer.
  cooperation: { page: pageAt('cooperation/CooperationPage'), layout: 'none', guards: [], head: cooperationHead },
  // docs/product-rules.md#seller-workspace: the seller's side, with its own sign-in and none of the shop's header and footer.
  sellerWorkspace: { page: pageAt('seller-workspace/SellerWorkspacePage'), layout: 'none', guards: [], head: sellerWorkspaceHead },
  // docs/product-rules.md#back-office: the operator's side, alone like the workspace.
  admin: { page: pageAt('admin/AdminPage'), layout: 'none', guards: [], head: adminHead },
  // docs/product-rules.md#content: the public article pages' own components over the back office's answer, in the shop's layout.
  blogPreview: { page: pageAt('blog/BlogPreviewPage'), layout: 'default', guards: [], head: adminHead },
  guidePreview: { page: pageAt('guide/GuidePreviewPage'), layout: 'default', guards: [], head: adminHead },
  buildInfo: {
    page: pageAt('build-info/BuildInfoPage'),
    layout: 'default',
    guards: [],
    pageData: () => [buildInfoResource],
    head: buildInfoHead,
  },
  htmlSitemap: {
    page: pageAt('sitemap/HtmlSitemapPage'),
    layout: 'default',
    guards: [],
    pageData: htmlSitemapPageResources,
    head: htmlSitemapHead,
  },
  // docs/product-rules.md#promotions: the list, and each promotion with the goods it covers as a listing.
  promotions: {
    page: pageAt('promotions/PromotionsPage'),
    layout: 'default',
    guards: [],
    pageData: promotionsPageResources,
    head: promotionsHead,
  },
  promotion: {
    page: pageAt('catalog/PromotionPage'),
    layout: 'default',
    guards: [],
    pageData: promotionPageResources,
    head: listingPageHead,
  },
  // One list page for the blog, a category and a tag, each plain or paged (docs/product-rules.md#blog).
  blog: { page: pageAt('blog/BlogListPage'), layout: 'default', guards: [], pageData: blogListResources, head: blogListHead },
  blogPage: { page: pageAt('blog/BlogListPage'), layout: 'default', guards: [], pageData: blogListResources, head: blogListHead },
  blogCategory: { page: pageAt('blog/BlogListPage'), layout: 'default', guards: [], pageData: blogListResources, head: blogListHead },
  blogCategoryPage: { page: pageAt('blog/BlogListPage'), layout: 'default', guards: [], pageData: blogListResources, head: blogListHead },
  blogTag: { page: pageAt('blog/BlogListPage'), layout: 'default', guards: [], pageData: blogListResources, head: blogListHead },
  blogArticle: {
    page: pageAt('blog/BlogArticlePage'),
    layout: 'default',
    guards: [],
    pageData: blogArticleResources,
    head: blogArticleHead,
  },
};

export const NotFoundPage = Object.assign(
  lazyWithReload(() => import('./shell/NotFoundPage')),
  { source: 'src/app/shell/NotFoundPage.tsx' },
);
