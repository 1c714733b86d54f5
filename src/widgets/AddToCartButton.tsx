import { useSignals } from '@preact/signals-react/runtime';
import { cartQtyOf, openCartPopup, setCartQty, type CartItem } from '../stores/cart';
import { CartButton } from '../ui/CartButton';

/**
 * Puts the offer into the cart at its minimum quantity; once it is there, says so and opens the cart.
 * An offer out of stock gets no button: it cannot be bought (the page offers a reminder instead).
 * `item` is how the cart shows the offer until the server answers.
 */
export function AddToCartButton({ item, className }: { item: CartItem; className?: string }) {
  useSignals();
  if (item.qty_store === 0) return null;
  const qty = Math.max(1, item.min_cart_quantity);
  return (
    <CartButton
      qty={qty}
      inCart={cartQtyOf(item.product_id) > 0}
      onAdd={() => void setCartQty(item.product_id, qty, { preview: { ...item, qty } })}
      onOpenCart={openCartPopup}
      className={className}
    />
  );
}
