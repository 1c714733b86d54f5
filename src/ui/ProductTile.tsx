import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '../api/types';
import { paths } from '../domain/paths';
import { PICTURE_SIZES } from '../domain/picture-variants';
import { Picture } from './Picture';
import { Price } from './Price';
import { Rating } from './Rating';
import { AppLink } from './AppLink';

interface Props {
  product: ProductCard;
  eager?: boolean;
  /** a tile of a grid, or a row of a list with the picture beside the text */
  view?: 'tile' | 'list';
  /** how many of the product's characteristics to show (a category's card_attributes_count) */
  attributesCount?: number;
  /** 2 where the tiles sit right under the page's h1 (a listing), 3 under a section's h2 (a strip) */
  headingLevel?: 2 | 3;
  /** false while the tile is out of reach sideways in a strip: its picture is not fetched yet */
  pictureFetched?: boolean;
}

/**
 * Memoised: a strip renders again as its pictures come into reach, and a listing as the cart or the favourites
 * change; only the tiles whose props changed render again.
 */
export const ProductTile = memo(function ProductTile({
  product,
  eager = false,
  view = 'tile',
  attributesCount,
  headingLevel = 3,
  pictureFetched = true,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation('common');
  const href = paths.product(product.id);
  const attributes = attributesCount === undefined ? product.attributes : product.attributes.slice(0, attributesCount);
  return (
    <article className={`tile tile--${view} ${product.in_stock ? '' : 'tile--out'}`}>
      <AppLink href={href} className="tile__image" tabIndex={-1} aria-hidden="true">
        <Picture
          image={product.image}
          eager={eager}
          sizes={PICTURE_SIZES[view === 'list' ? 'productRow' : 'productTile']}
          fetched={pictureFetched}
        />
      </AppLink>
      <div className="tile__body">
        <Heading className="tile__title">
          <AppLink href={href}>{product.title}</AppLink>
        </Heading>
        {product.reviews_count > 0 && (
          <Rating
            value={product.rate}
            count={product.reviews_count}
            label={t('ratingLabel', { rate: product.rate, count: product.reviews_count })}
          />
        )}
        {attributes.length > 0 && (
          <dl className="tile__attributes">
            {attributes.map((a) => (
              <div key={a.name}>
                <dt>{a.name}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Price value={product.price} old={product.old_price} />
        <p className="tile__meta">
          {product.in_stock ? t('offersCount', { count: product.offers_count }) : <span className="tile__out">{t('outOfStock')}</span>}
        </p>
      </div>
    </article>
  );
});
