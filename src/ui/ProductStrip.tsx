import { useDeferredValue, type ReactNode } from 'react';
import type { ProductCard } from '../api/types';
import { useItemList } from '../lib/analytics/hooks';
import { useItemsInReach } from './items-in-reach';
import { ProductTile } from './ProductTile';
import './product-strip.css';

interface Props {
  /** unique on the page: names the heading the list is labelled by */
  id: string;
  title: string;
  products: readonly ProductCard[] | undefined;
  loading?: boolean;
  /** shown instead of the list, e.g. when the section could not load */
  notice?: string;
  /** what a tile offers under it, e.g. its add-to-cart button */
  action?: (product: ProductCard) => ReactNode;
}

const NO_PRODUCTS: readonly ProductCard[] = [];

/**
 * A titled row of product tiles that scrolls sideways on phones and shows 4–5 per row on wider screens. Products that
 * arrive after the page (analogs, the ones seen lately) are drawn in slices between the browser's other work, not in
 * one long task: a strip sits below what a phone shows first, and a shopper's tap comes before it.
 */
export function ProductStrip({ id, title, products: arrived, loading = false, notice, action }: Props) {
  const headingId = `${id}-title`;
  const products = useDeferredValue(arrived);
  // The strip's id names its list in the shop's analytics (strip-pg_popular, analogs, viewed...).
  const selected = useItemList(id, products ?? NO_PRODUCTS);
  const [listRef, inReach] = useItemsInReach<HTMLUListElement>(products?.length ?? 0);
  return (
    <section className="product-strip" aria-labelledby={headingId} id={id}>
      <h2 id={headingId}>{title}</h2>
      {notice ? (
        <p className="empty-state">{notice}</p>
      ) : (
        <ul className="product-strip__list" aria-busy={loading || products !== arrived} ref={listRef}>
          {(products ?? []).map((p, i) => (
            <li key={p.id} onClick={selected(i)}>
              <ProductTile product={p} pictureFetched={i < inReach} />
              {action?.(p)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
