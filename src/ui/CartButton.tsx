import { useTranslation } from 'react-i18next';
import { CartIcon } from './icons';
import './add-to-cart.css';

interface Props {
  /** the quantity one press puts into the cart: the offer's minimum */
  qty: number;
  /** the offer is already in the cart: the button says so and opens the cart */
  inCart: boolean;
  onAdd: () => void;
  onOpenCart: () => void;
  className?: string;
}

/** 'Купити' (from the minimum quantity when it is more than one), or 'У кошику' once the offer is there. */
export function CartButton({ qty, inCart, onAdd, onOpenCart, className = '' }: Props) {
  const { t } = useTranslation('cart');
  if (inCart)
    return (
      <button
        type="button"
        className={`button button--ghost add-to-cart add-to-cart--in ${className}`}
        onClick={onOpenCart}
        aria-haspopup="dialog"
      >
        <CartIcon />
        <span>{t('inCart')}</span>
      </button>
    );
  return (
    <button type="button" className={`button add-to-cart ${className}`} onClick={onAdd}>
      <CartIcon />
      <span>{qty > 1 ? t('addToCartFrom', { count: qty }) : t('addToCart')}</span>
    </button>
  );
}
