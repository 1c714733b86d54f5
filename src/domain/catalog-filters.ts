/** docs/product-rules.md#catalogue "Catalogue": the filter chips and the count on the mobile "Filters" button. */

export type PriceFilter = {
  /** Full range of the listing. */
  min: number;
  max: number;
  /** Range the shopper picked; equal to the full range when untouched. */
  currentMin: number;
  currentMax: number;
};

type FilterSelection = {
  price: PriceFilter;
  brands: readonly unknown[];
  characteristics: readonly unknown[];
};

export function showPriceChip(price: PriceFilter): boolean {
  return price.currentMin !== price.min || price.currentMax !== price.max;
}

/** The price range counts once however many of its ends moved: it is one chip. */
export function selectedFilterCount(selection: FilterSelection): number {
  return (showPriceChip(selection.price) ? 1 : 0) + selection.brands.length + selection.characteristics.length;
}
