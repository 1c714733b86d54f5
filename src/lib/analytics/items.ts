/**
 * docs/product-rules.md#analytics-and-attribution: what every e-commerce item carries. Pure, so the rules are
 * table-tested without a browser.
 */

export const ANALYTICS_CURRENCY = 'UAH';
export const ANALYTICS_AFFILIATION = 'Main';
/** items of a list go out in batches of this many */
const ANALYTICS_ITEM_BATCH = 4;
const CATEGORY_LEVELS = 5;

/** What the app knows of a product where an event happens; brand and categories only where the page shows them. */
export interface ProductFacts {
  id: number;
  title: string;
  /** UAH with kopecks */
  price: number;
  quantity?: number;
  brand?: string | null;
  /** from the top category down */
  categories?: readonly string[];
}

interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_category2: string;
  item_category3: string;
  item_category4: string;
  item_category5: string;
  price: number;
  quantity: number;
  affiliation: typeof ANALYTICS_AFFILIATION;
  currency: typeof ANALYTICS_CURRENCY;
  index?: number;
  item_list_name?: string;
}

/** Money as a number of hryvnias with at most two decimals: sums of floats must not show 0.30000000000000004. */
export const uah = (amount: number): number => Math.round(amount * 100) / 100;

export function analyticsItem(product: ProductFacts, index?: number, listName?: string): AnalyticsItem {
  const categories = Array.from({ length: CATEGORY_LEVELS }, (_, i) => product.categories?.[i] ?? '');
  return {
    item_id: String(product.id),
    item_name: product.title,
    item_brand: product.brand ?? '',
    item_category: categories[0]!,
    item_category2: categories[1]!,
    item_category3: categories[2]!,
    item_category4: categories[3]!,
    item_category5: categories[4]!,
    price: uah(product.price),
    quantity: product.quantity ?? 1,
    affiliation: ANALYTICS_AFFILIATION,
    currency: ANALYTICS_CURRENCY,
    ...(index !== undefined && { index }),
    ...(listName !== undefined && { item_list_name: listName }),
  };
}

/** The value of a set of items: price × quantity, in hryvnias. */
export const itemsValue = (items: readonly AnalyticsItem[]): number => uah(items.reduce((sum, i) => sum + i.price * i.quantity, 0));

/** A list's items in batches of ANALYTICS_ITEM_BATCH, the last one shorter. */
export function inBatches<T>(items: readonly T[], size = ANALYTICS_ITEM_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
