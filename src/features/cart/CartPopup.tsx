import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  firstProblemItem,
  groupIntoSellerOrders,
  hasMinQuantityWarning,
  hasNoProductWarning,
  isCheckoutDisabled,
} from '../../domain/cart-rules';
import { LIVE_PAGES } from '../../domain/paths';
import { cartItems, cartLoading, cartMeta, cartPopupOpen, cartWaiting, closeCartPopup } from '../../stores/cart';
import { AppLink } from '../../ui/AppLink';
import { Dialog } from '../../ui/Dialog';
import { Fact } from '../../ui/Fact';
import { Price } from '../../ui/Price';
import { CartLine } from './CartLine';
import { CartStrips } from './CartStrips';
import { FastOrderForm } from './FastOrderForm';
import { SellerLink } from '../../ui/SellerLink';
import './cart.css';

/** Checkout comes with its own issue: until its page is live the cart has no way there. */
const checkoutLive = (LIVE_PAGES as readonly string[]).includes('checkout');

/** docs/product-rules.md#cart: the popup with the items grouped into orders, the rule warnings, totals and suggestions. */
export default function CartPopup() {
  useSignals();
  const { t } = useTranslation('cart');
  const items = cartItems.value;
  const meta = cartMeta.value;
  const orders = groupIntoSellerOrders(items);
  const problem = firstProblemItem(items);
  const body = useRef<HTMLDivElement>(null);

  // The first problem item is brought into view when the cart opens.
  useEffect(() => {
    if (problem) body.current?.querySelector(`[data-product-id="${problem.product_id}"]`)?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scroll when the first problem item is another one, not on every new cart list
  }, [problem?.product_id]);

  const saving = meta.clear_total - meta.total;
  const footer =
    items.length > 0 ? (
      <div className="cart-footer">
        <dl className="cart-totals">
          <Fact term={t('total')}>
            <Price value={meta.total} />
          </Fact>
          {saving > 0 && (
            <Fact term={t('saving')} className="cart-totals__saving">
              <Price value={saving} />
            </Fact>
          )}
        </dl>
        <button type="button" className="button button--ghost" onClick={closeCartPopup}>
          {t('continue')}
        </button>
        {checkoutLive &&
          (isCheckoutDisabled(items) ? (
            <button type="button" className="button" disabled>
              {t('checkout')}
            </button>
          ) : (
            <AppLink href="/checkout" className="button" onClick={closeCartPopup}>
              {t('checkout')}
            </AppLink>
          ))}
      </div>
    ) : undefined;

  return (
    <Dialog
      open={cartPopupOpen.value}
      onClose={closeCartPopup}
      title={t('title')}
      closeLabel={t('close')}
      footer={footer}
      className="cart-popup"
    >
      <div ref={body} aria-busy={cartLoading.value}>
        <p className="visually-hidden" role="status">
          {cartLoading.value ? t('updating') : ''}
        </p>
        {cartWaiting.value > 0 && <p className="cart-notice">{t('waiting')}</p>}
        {items.length === 0 ? (
          <div className="cart-empty">
            <p className="cart-empty__title">{t('empty')}</p>
            <p>{t('emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="cart-warnings">
              {hasNoProductWarning(items) && <li className="cart-warning cart-warning--error">{t('noProductWarning')}</li>}
              {hasMinQuantityWarning(items) && <li className="cart-warning cart-warning--error">{t('minQuantityWarning')}</li>}
              {orders.length > 1 && <li className="cart-warning">{t('splitWarning')}</li>}
              <li className="cart-warning">{t('notReserved')}</li>
            </ul>
            {orders.map((order, index) => (
              <section key={order.key} className="cart-order" aria-labelledby={`cart-order-${index}`}>
                <h3 id={`cart-order-${index}`} className="cart-order__title">
                  <Trans
                    t={t}
                    i18nKey="order"
                    values={{ number: index + 1, shop: order.shop_name }}
                    components={{ shop: <SellerLink seller={order.items[0]!.seller} /> }}
                  />
                </h3>
                <ul className="cart-order__items">
                  {order.items.map((item) => (
                    <CartLine key={item.product_id} item={item} problem={item === problem} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
        <FastOrderForm />
        <CartStrips items={items} />
      </div>
    </Dialog>
  );
}
