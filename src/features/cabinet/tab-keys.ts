/** docs/product-rules.md#cabinet "/cabinet?tab=...": each section is a lazily loaded tab; its label is `cabinet:tabs.{key}`. */
const CABINET_TAB_KEYS = [
  'profile',
  'orders',
  'favorites',
  'seller_messages',
  'auto_purchases',
  'recipients',
  'viewed',
  'promocodes',
  'pets',
] as const;

export type CabinetTabKey = (typeof CABINET_TAB_KEYS)[number];

const DEFAULT_TAB: CabinetTabKey = 'profile';

export function tabFromSearch(search: string): CabinetTabKey {
  const wanted = new URLSearchParams(search).get('tab');
  return CABINET_TAB_KEYS.find((key) => key === wanted) ?? DEFAULT_TAB;
}
