import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CabinetTabKey } from './tab-keys';

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
