import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** SPEC 2 "/cabinet?tab=...": each section is a lazily loaded tab; its label is `cabinet:tabs.{key}`. */
export type CabinetTabKey = 'profile' | 'orders' | 'favorites' | 'seller_messages' | 'auto_purchases' | 'recipients' | 'viewed' | 'promocodes' | 'pets';

export const DEFAULT_TAB: CabinetTabKey = 'profile';

/** In the order the menu shows them; a section joins when it is built. */
export const cabinetTabs: { key: CabinetTabKey; component: LazyExoticComponent<ComponentType> }[] = [
  { key: 'profile', component: lazy(() => import('./profile/ProfileTab')) },
];

export function tabFromSearch(search: string): CabinetTabKey {
  const wanted = new URLSearchParams(search).get('tab');
  return cabinetTabs.find((tab) => tab.key === wanted)?.key ?? DEFAULT_TAB;
}
