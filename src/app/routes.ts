import { lazy, type ComponentType } from 'react';
import type { LivePage, PageParams } from '../domain/paths';
import type { GuardName } from './guards';
import { lazyWithReload } from './shell/chunk-reload';

export type LayoutName = 'default' | 'checkout' | 'none';

export interface PageProps {
  params: PageParams;
}

export interface RouteDef {
  page: ComponentType<PageProps>;
  layout: LayoutName;
  guards: GuardName[];
  /** checkout and product pages get their own body style (docs/product-rules.md#routes-and-screens) */
  bodyClass?: string;
}

/** Every live page, typed by the shared path table so the client and server agree on what exists. */
export const routes: Record<LivePage, RouteDef> = {
  home: { page: lazyWithReload(() => import('../features/home/HomePage')), layout: 'default', guards: [] },
  catalog: { page: lazyWithReload(() => import('../features/catalog/CategoryPage')), layout: 'default', guards: ['catalogue-redirect'] },
  brands: { page: lazyWithReload(() => import('../features/catalog/BrandsPage')), layout: 'default', guards: [] },
  // A brand page is a listing too: a page past its end redirects the same way.
  brand: { page: lazyWithReload(() => import('../features/catalog/BrandPage')), layout: 'default', guards: ['catalogue-redirect'] },
  product: { page: lazyWithReload(() => import('../features/product/ProductPage')), layout: 'default', guards: [], bodyClass: 'page-product' },
  search: { page: lazyWithReload(() => import('../features/search/SearchPage')), layout: 'default', guards: [] },
  compare: { page: lazyWithReload(() => import('../features/compare/ComparePage')), layout: 'default', guards: [] },
  compareCategory: { page: lazyWithReload(() => import('../features/compare/CompareTablePage')), layout: 'default', guards: [] },
  login: { page: lazyWithReload(() => import('../features/auth/LoginPage')), layout: 'default', guards: [] },
  register: { page: lazyWithReload(() => import('../features/auth/RegisterPage')), layout: 'default', guards: [] },
  forgotPassword: { page: lazyWithReload(() => import('../features/auth/ForgotPasswordPage')), layout: 'default', guards: [] },
  cabinet: { page: lazyWithReload(() => import('../features/cabinet/CabinetPage')), layout: 'default', guards: ['auth'] },
  orderReview: { page: lazyWithReload(() => import('../features/order-comment/OrderReviewPage')), layout: 'default', guards: ['auth'] },
  orderComment: { page: lazyWithReload(() => import('../features/order-comment/OrderCommentPage')), layout: 'default', guards: [] },
  thankForComment: { page: lazyWithReload(() => import('../features/order-comment/ThankForCommentPage')), layout: 'default', guards: [] },
  newComment: { page: lazyWithReload(() => import('../features/order-comment/NewCommentPage')), layout: 'default', guards: [] },
  sharedFavorites: { page: lazyWithReload(() => import('../features/shared-favorites/SharedFavoritesPage')), layout: 'default', guards: [] },
  checkout: { page: lazyWithReload(() => import('../features/checkout/CheckoutPage')), layout: 'checkout', guards: [], bodyClass: 'page-checkout' },
  thankYou: { page: lazyWithReload(() => import('../features/thank-you/ThankYouPage')), layout: 'default', guards: [] },
  repeatOrder: { page: lazyWithReload(() => import('../features/repeat-order/RepeatOrderPage')), layout: 'checkout', guards: ['auth'] },
};

export const NotFoundPage = lazy(() => import('./shell/NotFoundPage'));
