import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { noteProductView } from '../../api/recent-views';
import { useResource } from '../../lib/resource';
import { whenIdle } from '../../lib/when-idle';
import { customer } from '../../stores/customer';
import { lang } from '../../stores/session';
import { noteGoodsOf, recordView, viewed, viewedCards } from '../../stores/viewed';
import { ProductStrip } from '../../ui/ProductStrip';

/**
 * Remembers this visit once the product is shown (a missing product is not a visit), in an idle moment after the
 * page is taken over: the record is an IndexedDB write nothing on the first screen shows. `viewed` then holds the list.
 * A signed-in customer's visit also goes to the server for the cabinet, once the session is known; a lost note is
 * not worth queueing, so a failure is only logged.
 */
export function useRecordVisit(productId: number | null, baseProductId: number | null): void {
  useSignals();
  const signedIn = customer.value !== null;
  useEffect(() => {
    if (productId === null) return;
    return whenIdle(() => {
      void recordView(productId);
      // Offline, "Ви переглядали" finds this visit's card by its goods (the server's card is the goods' best offer).
      if (baseProductId !== null) void noteGoodsOf(productId, baseProductId);
    });
  }, [productId, baseProductId]);
  useEffect(() => {
    if (productId !== null && signedIn)
      noteProductView(productId).catch((error: unknown) => console.warn('viewed products: the visit was not noted', error));
  }, [productId, signedIn]);
}

/** "You viewed": the other products seen lately, most recent first; another offer of these same goods is not "other". */
export function ViewedSlider({ productId, baseProductId }: { productId: number; baseProductId: number }) {
  useSignals();
  const { t } = useTranslation('product');
  const others = viewed.value.filter((r) => r.id !== productId);
  const cards = useResource({
    key: `viewed:${lang.value}:${others.map((r) => r.id).join(',')}`,
    load: () => viewedCards(lang.value, others),
  });
  const products = cards.data?.filter((c) => c.base_product_id !== baseProductId);
  if (others.length === 0 || products?.length === 0) return null;
  return <ProductStrip id="viewed" title={t('viewed')} products={products} loading={cards.status === 'loading'} />;
}
