import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { cartPopupOpen, closeCartPopup } from '../../stores/cart';

// The popup's code loads the first time the cart opens: most pages never need it.
const CartPopup = lazy(() => import('../../features/cart/CartPopup'));

/** docs/product-rules.md#cart "A main popup appears when the cart popup flag is set"; "Any open cart popup closes on every route change". */
export function CartShell() {
  useSignals();
  const [location] = useLocation();
  // The query counts too: "?page=2" is another route for the shopper.
  const search = useSearch();
  useEffect(closeCartPopup, [location, search]);
  if (!cartPopupOpen.value) return null;
  return (
    <Suspense fallback={null}>
      <CartPopup />
    </Suspense>
  );
}
