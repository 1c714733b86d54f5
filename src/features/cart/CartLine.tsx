import { useTranslation } from 'react-i18next';
import { CART_QTY_MAX } from '../../domain/cart-rules';
import { paths } from '../../domain/paths';
import { removeFromCart, setCartQty, type CartItem } from '../../stores/cart';
import { AppLink } from '../../ui/AppLink';
import { Picture } from '../../ui/Picture';
import { Price } from '../../ui/Price';

/** The steps the stepper allows: from the seller's minimum up to the stock (but never below 1 or above the cap). */
function qtyBounds(item: CartItem): { min: number; max: number } {
  const min = Math.max(1, item.min_cart_quantity);
  return { min, max: Math.max(min, Math.min(item.qty_store, CART_QTY_MAX)) };
}

/** One product in the cart: picture, title, seller, stock, price, quantity stepper and removal. */
export function CartLine({ item, problem }: { item: CartItem; problem: boolean }) {
  const { t } = useTranslation('cart');
  const { min, max } = qtyBounds(item);
  const gone = item.qty_store === 0;
  const change = (qty: number) => void setCartQty(item.product_id, Math.min(Math.max(qty, min), max), { preventOpenPopup: true });
  return (
    <li
      className={`cart-line${problem ? ' cart-line--problem' : ''}${gone ? ' cart-line--gone' : ''}`}
      data-product-id={item.product_id}
      aria-current={problem ? 'true' : undefined}
    >
      <Picture image={item.image} sizes="(min-width: 1060px) 80px, 64px" className="cart-line__picture" />
      <div className="cart-line__about">
        <AppLink href={paths.product(item.product_id)} className="cart-line__title">
          {item.title}
        </AppLink>
        <span className="cart-line__seller">{t('seller', { shop: item.seller.shop_name })}</span>
        <span className={gone || item.qty > item.qty_store ? 'out-of-stock' : 'in-stock'}>
          {gone ? t('outOfStock') : t('inStock', { count: item.qty_store })}
        </span>
        {item.min_cart_quantity > 1 && (
          <span className={item.qty < item.min_cart_quantity ? 'cart-line__min out-of-stock' : 'cart-line__min'}>
            {t('minQty', { count: item.min_cart_quantity })}
          </span>
        )}
      </div>
      <Price value={item.price} old={item.old_price} className="cart-line__price" />
      {!gone && (
        <div className="cart-line__qty" role="group" aria-label={t('qty', { title: item.title })}>
          <button
            type="button"
            className="cart-line__step"
            aria-label={t('decrease', { title: item.title })}
            disabled={item.qty <= min}
            onClick={() => change(item.qty - 1)}
          >
            −
          </button>
          <input
            className="cart-line__input"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={item.qty}
            aria-label={t('qty', { title: item.title })}
            onChange={(e) => {
              const qty = Number(e.target.value);
              if (Number.isInteger(qty) && qty > 0) change(qty);
            }}
          />
          <button
            type="button"
            className="cart-line__step"
            aria-label={t('increase', { title: item.title })}
            disabled={item.qty >= max}
            onClick={() => change(item.qty + 1)}
          >
            +
          </button>
        </div>
      )}
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t('removeLabel', { title: item.title })}
        onClick={(e) => {
          // The button goes with its line: the focus stays in the cart, so the keyboard (Escape too) keeps working.
          e.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
          void removeFromCart(item.product_id);
        }}
      >
        {t('remove')}
      </button>
    </li>
  );
}
