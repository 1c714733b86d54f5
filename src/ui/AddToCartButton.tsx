import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { cartQtyOf, openCartPopup, setCartQty, type CartItem } from '../stores/cart';
import { CartIcon } from './icons';
import './add-to-cart.css';

/**
 * 'Купити' puts the offer into the cart at its minimum quantity (said on the button when it is more than one);
 * once the offer is there, 'У кошику' opens the cart. An offer out of stock gets no button: it cannot be bought
 * (the page offers a reminder instead). `item` is how the cart shows the offer until the server answers.
 */
export function AddToCartButton({ item, className = '' }: { item: CartItem; className?: string }) {
  useSignals();
  const { t } = useTranslation('cart');
  if (item.qty_store === 0) return null;
  const qty = Math.max(1, item.min_cart_quantity);
  if (cartQtyOf(item.product_id) > 0)
    return (
      <button
        type="button"
        className={`button button--ghost add-to-cart add-to-cart--in ${className}`}
        onClick={openCartPopup}
        aria-haspopup="dialog"
      >
        <CartIcon />
        <span>{t('inCart')}</span>
      </button>
    );
  return (
    <button
      type="button"
      className={`button add-to-cart ${className}`}
      onClick={() => void setCartQty(item.product_id, qty, { preview: { ...item, qty } })}
    >
      <CartIcon />
      <span>{qty > 1 ? t('addToCartFrom', { count: qty }) : t('addToCart')}</span>
    </button>
  );
}
