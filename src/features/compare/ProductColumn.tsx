import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { Picture } from '../../ui/Picture';
import { Price } from '../../ui/Price';
import type { CompareColumn } from './table-view';
import { AppLink } from '../../ui/AppLink';

/** The head of one product's column: picture, title, price and the way out of the comparison. */
export function ProductColumn({ product, onRemove }: { product: CompareColumn; onRemove: () => void }) {
  const { t } = useTranslation('compare');
  const href = paths.product(product.id);
  return (
    <div className="compare-product">
      <AppLink href={href} className="compare-product__image" tabIndex={-1} aria-hidden="true">
        <Picture image={product.image} sizes="(min-width: 1060px) 160px, 120px" />
      </AppLink>
      <AppLink href={href} className="compare-product__title">
        {product.title}
      </AppLink>
      <Price value={product.price} old={product.old_price} />
      <button type="button" className="compare-product__remove" aria-label={t('removeLabel', { title: product.title })} onClick={onRemove}>
        {t('remove')}
      </button>
    </div>
  );
}
