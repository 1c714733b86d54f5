import { useEffect, useState, type RefObject } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { bottomCover } from '../../lib/bottom-cover';
import type { CartItem } from '../../stores/cart';
import { AddToCartButton } from '../../ui/AddToCartButton';
import { Price } from '../../ui/Price';

/**
 * On a phone the buy box sits under the gallery, below the first screen: while its button is out of sight
 * (not yet reached, or scrolled past) a bar at the bottom of the screen offers the price, the seller and the
 * same button. A buy box under the privacy sheet counts as out of sight too (the bar lies over the sheet).
 * Desktops see the buy box beside the gallery and never get the bar (CSS hides it).
 */
export function BuyBar({ buyRow, item }: { buyRow: RefObject<HTMLElement | null>; item: CartItem }) {
  useSignals();
  const [show, setShow] = useState(false);
  const covered = Math.round(bottomCover.value);
  useEffect(() => {
    const target = buyRow.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // Under the sticky header the buy box is as hidden as off the screen.
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const observer = new IntersectionObserver(([entry]) => setShow(entry!.intersectionRatio < 0.99), {
      rootMargin: `-${Math.round(header)}px 0px -${covered}px 0px`,
      threshold: [0, 0.99],
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [buyRow, covered]);

  return (
    <div className="buy-bar" hidden={!show}>
      <div className="buy-bar__about">
        <Price value={item.price} old={item.old_price} />
        <span className="buy-bar__seller">{item.seller.shop_name}</span>
      </div>
      <AddToCartButton item={item} className="buy-bar__button" />
    </div>
  );
}
