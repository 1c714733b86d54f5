import { useEffect, type MouseEvent } from 'react';
import { trackSelectItem, trackViewItem, trackViewItemList } from './events';
import type { ProductFacts } from './items';
import { whenIdle } from '../when-idle';

/**
 * A list of products on screen (docs/product-rules.md#analytics-and-attribution): view_item_list once per set of
 * products shown, and select_item when a product's link in it is followed. Answers the click handler for item `i`.
 */
export function useItemList(listName: string, products: readonly ProductFacts[]) {
  const shown = products.map((p) => p.id).join(',');
  useEffect(() => {
    if (products.length === 0) return;
    // Reported once the browser is idle, with the moment it showed: the event is nothing the shopper sees, and a
    // page's lists would otherwise be counted and batched inside the task that hydrates it.
    const shownAt = Date.now();
    whenIdle(() => trackViewItemList(listName, products, shownAt));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` names the products; a new array of the same ones is no new view
  }, [listName, shown]);
  return (i: number) => (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) trackSelectItem(listName, products[i]!, i);
  };
}

/** view_item once per product shown, reported as the list's view is; null while its data is not there. */
export function useViewItem(product: ProductFacts | null) {
  const id = product?.id ?? null;
  useEffect(() => {
    if (!product) return;
    const shownAt = Date.now();
    whenIdle(() => trackViewItem(product, shownAt));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per product, not per render of its data
  }, [id]);
}
