import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** docs/product-rules.md#cabinet "/cabinet?tab=...": each section is a lazily loaded tab; its label is `cabinet:tabs.{key}`. */
export type CabinetTabKey =
  'profile' | 'orders' | 'favorites' | 'seller_messages' | 'auto_purchases' | 'recipients' | 'viewed' | 'promocodes' | 'pets';

export const DEFAULT_TAB: CabinetTabKey = 'profile';

/** In the order the menu shows them; a section joins when it is built. */
export const cabinetTabs: { key: CabinetTabKey; component: LazyExoticComponent<ComponentType> }[] = [
  { key: 'profile', component: lazy(() => import('./profile/ProfileTab')) },
  { key: 'orders', component: lazy(() => import('./orders/OrdersTab')) },
  { key: 'favorites', component: lazy(() => import('./favorites/FavoritesTab')) },
  { key: 'seller_messages', component: lazy(() => import('./messages/MessagesTab')) },
  { key: 'auto_purchases', component: lazy(() => import('./auto-purchases/AutoPurchasesTab')) },
  { key: 'recipients', component: lazy(() => import('./recipients/RecipientsTab')) },
  { key: 'viewed', component: lazy(() => import('./viewed/ViewedTab')) },
  { key: 'promocodes', component: lazy(() => import('./promocodes/PromoCodesTab')) },
  { key: 'pets', component: lazy(() => import('./pets/PetsTab')) },
];

export function tabFromSearch(search: string): CabinetTabKey {
  const wanted = new URLSearchParams(search).get('tab');
  return cabinetTabs.find((tab) => tab.key === wanted)?.key ?? DEFAULT_TAB;
}
