import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { fetchSimilar } from '../../api/product';
import { useResource } from '../../lib/resource';
import type { CartItem } from '../../stores/cart';
import { lang } from '../../stores/session';
import { viewed, viewedCards } from '../../stores/viewed';
import { AddToCartButton } from '../../ui/AddToCartButton';
import { Price } from '../../ui/Price';
import { ProductStrip } from '../../ui/ProductStrip';
import { fetchOffers } from './other-offers';

/** What the cart suggests beside its items: other sellers of the first item, similar goods, products seen lately. */
export function CartStrips({ items }: { items: readonly CartItem[] }) {
  useSignals();
  const { t } = useTranslation('cart');
  const first = items[0];
  const inCart = new Set(items.map((i) => i.base_product_id));
  const seen = viewed.value;
  const seenCards = useResource({
    key: `cart-viewed:${lang.value}:${seen.map((r) => r.id).join(',')}`,
    load: () => viewedCards(lang.value, seen),
  });
  const recommended = useResource({
    key: `cart-recommended:${lang.value}:${first?.product_id ?? 0}`,
    load: () => (first ? fetchSimilar(first.product_id) : Promise.resolve([])),
  });
  const notInCart = <T extends { base_product_id: number }>(cards: readonly T[] | undefined) =>
    cards?.filter((c) => !inCart.has(c.base_product_id));
  return (
    <>
      {first && <OtherSellers item={first} taken={new Set(items.map((i) => i.product_id))} />}
      {notInCart(recommended.data)?.length ? (
        <ProductStrip id="cart-recommended" title={t('recommended')} products={notInCart(recommended.data)} />
      ) : null}
      {notInCart(seenCards.data)?.length ? (
        <ProductStrip id="cart-viewed" title={t('viewed')} products={notInCart(seenCards.data)} />
      ) : null}
    </>
  );
}

/** The same goods from other sellers, each ready to go into the cart. */
function OtherSellers({ item, taken }: { item: CartItem; taken: ReadonlySet<number> }) {
  const { t } = useTranslation('cart');
  const base = useResource({ key: `cart-offers:${lang.value}:${item.base_product_id}`, load: () => fetchOffers(item.base_product_id) });
  const offers = base.data?.propositions.filter((p) => !taken.has(p.id) && p.qty_store > 0) ?? [];
  if (!base.data || offers.length === 0) return null;
  const { title, media } = base.data;
  return (
    <section className="cart-offers" aria-labelledby="cart-offers-title">
      <h2 id="cart-offers-title">{t('otherSellers')}</h2>
      <ul>
        {offers.map((offer) => (
          <li key={offer.id} className="cart-offers__row">
            <span className="cart-offers__seller">{offer.seller.shop_name}</span>
            <Price value={offer.price} old={offer.old_price} />
            <AddToCartButton
              item={{
                product_id: offer.id,
                base_product_id: item.base_product_id,
                qty: offer.min_cart_quantity,
                qty_store: offer.qty_store,
                min_cart_quantity: offer.min_cart_quantity,
                price: offer.price,
                old_price: offer.old_price,
                title,
                image: media[0] ?? item.image,
                seller: { id: offer.seller.id, shop_name: offer.seller.shop_name },
                warehouse_id: offer.warehouse.id,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
