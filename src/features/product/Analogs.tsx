import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { fetchSimilar } from '../../api/product';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { ProductStrip } from '../../ui/ProductStrip';

/** Analogs: similar goods of the same category; hidden when there are none (or they failed to load, docs/product-rules.md#errors-and-notices). */
export function Analogs({ productId }: { productId: number }) {
  useSignals();
  const { t } = useTranslation('product');
  const similar = useResource({ key: `similar:${lang.value}:${productId}`, load: () => fetchSimilar(productId) });
  if (similar.data?.length === 0) return null;
  return <ProductStrip id="analogs" title={t('analogs')} products={similar.data} loading={similar.status === 'loading'} />;
}
