import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cartCount, loadCart, openCartPopup } from '../../stores/cart';
import { afterFirstScreen } from '../../lib/first-screen';
import { lang } from '../../stores/session';
import { CartIcon } from '../../ui/icons';
import { HeaderIcon } from './HeaderIcon';

/** The header's cart: how many units it holds; opens the cart popup. Loads the cart on start. */
export function HeaderCart() {
  useSignals();
  const { t, ready } = useTranslation('cart', { useSuspense: false });
  const count = cartCount.value;
  const currentLang = lang.value;
  useEffect(() => {
    // The shopper's own lists arrive after the server's page is taken over, never in the middle of it.
    afterFirstScreen(() => void loadCart(currentLang));
  }, [currentLang]);
  return (
    <HeaderIcon
      name="cart"
      onClick={openCartPopup}
      label={ready ? t('headerLabel', { count }) : undefined}
      icon={<CartIcon size={24} />}
      count={count}
    />
  );
}
