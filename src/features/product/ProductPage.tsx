import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageParams } from '../../domain/paths';
import { useViewItem } from '../../lib/analytics/hooks';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { StaticIsland } from '../../ui/StaticIsland';
import { AddToCartButton } from '../../ui/AddToCartButton';
import { CompareButton } from './CompareButton';
import { FavoriteButton } from './FavoriteButton';
import { PageFailure } from '../../ui/PageFailure';
import { Price } from '../../ui/Price';
import { Rating } from '../../ui/Rating';
import { Analogs } from './Analogs';
import { AskSellerButton } from './AskSellerButton';
import { AutoPurchaseButton } from './AutoPurchaseButton';
import { Availability } from './Availability';
import { BuyBar } from './BuyBar';
import { CharacteristicsReportForm } from './CharacteristicsReportForm';
import { ComplaintForm } from './ComplaintForm';
import { Gallery } from './Gallery';
import { Reviews } from './reviews/Reviews';
import { StockReminder } from './StockReminder';
import { useRecordVisit, ViewedSlider } from './ViewedSlider';
import { productResource } from './resources';
import './product.css';
import { SellerLink } from '../../ui/SellerLink';

export default function ProductPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['product', 'common']);
  const id = Number(params.id);
  const page = useResource(productResource(lang.value, id));
  const data = page.data?.data;
  useRecordVisit(data?.id === id ? id : null, data?.id === id ? data.base_product_id : null);
  // What view_item and the heart's add_to_wishlist report of this product.
  const facts = data
    ? {
        id: data.id,
        title: data.title,
        price: data.offer.price,
        brand: data.brand.name,
        categories: page.data!.breadcrumbs.slice(0, -1).map((c) => c.title),
      }
    : null;
  useViewItem(data?.id === id ? facts : null);
  const buyRow = useRef<HTMLDivElement>(null);

  if (!page.data || !data || !facts) {
    if (page.status === 'failed') return <PageFailure error={page.error} />;
    return <div className="product product--skeleton skeleton" aria-busy="true" />;
  }
  const { offer } = data;
  const item = {
    product_id: offer.id,
    base_product_id: data.base_product_id,
    qty: offer.min_cart_quantity,
    qty_store: offer.qty_store,
    min_cart_quantity: offer.min_cart_quantity,
    price: offer.price,
    old_price: offer.old_price,
    title: data.title,
    image: data.media[0]!,
    seller: { id: offer.seller.id, shop_name: offer.seller.shop_name },
    warehouse_id: offer.warehouse.id,
  };
  return (
    <article className="product" aria-busy={page.status === 'loading'}>
      <Breadcrumbs items={page.data.breadcrumbs.slice(0, -1)} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1 className="product__title">{data.title}</h1>
      <div className="product__summary">
        <span>
          {t('brand')}: {data.brand.name}
        </span>
        {data.reviews_count > 0 ? (
          <Rating
            value={data.rate}
            count={data.reviews_count}
            label={t('common:ratingLabel', { rate: data.rate, count: data.reviews_count })}
          />
        ) : (
          <span>{t('noReviews')}</span>
        )}
      </div>
      <div className="product__layout">
        <Gallery media={data.media} />
        <section className="product__buy-box" aria-label={t('buyBox')}>
          <div ref={buyRow} className="product__buy-row" data-early-taps="">
            <Price value={offer.price} old={offer.old_price} className="price--large" />
            <p className="product__seller">
              {t('seller')}:{' '}
              <strong>
                <SellerLink seller={offer.seller} />
              </strong>
            </p>
            <p className={offer.qty_store > 0 ? 'in-stock' : 'out-of-stock'}>
              {offer.qty_store > 0 ? t('inStock', { count: offer.qty_store }) : t('outOfStock')}
            </p>
            {offer.qty_store === 0 && <StockReminder key={offer.id} productId={offer.id} className="button product__remind" />}
            <AddToCartButton item={item} />
          </div>
          <CompareButton productId={offer.id} />
          <FavoriteButton product={facts} />
          <AutoPurchaseButton productId={offer.id} minQty={offer.min_cart_quantity} />
          <AskSellerButton productId={offer.id} seller={offer.seller} />
          {data.propositions.length > 1 && (
            <a href="#offers" className="product__other-offers">
              {t('otherOffers', { count: data.propositions.length - 1 })}
            </a>
          )}
        </section>
      </div>
      <section className="product__section" aria-labelledby="characteristics-title">
        <h2 id="characteristics-title">{t('characteristics')}</h2>
        <StaticIsland as="dl" className="characteristics" key={data.id}>
          {data.characteristics.map((c) => (
            <div key={`${c.name}:${c.value}`}>
              <dt>{c.name}</dt>
              <dd>{c.value}</dd>
            </div>
          ))}
        </StaticIsland>
        <CharacteristicsReportForm key={data.id} productId={data.id} names={data.characteristics.map((c) => c.name)} />
      </section>
      <section className="product__section" aria-labelledby="description-title">
        <h2 id="description-title">{t('description')}</h2>
        <StaticIsland as="p" className="product__description" key={data.id}>
          {data.description}
        </StaticIsland>
        <ComplaintForm key={data.id} productId={data.id} />
      </section>
      <Availability offers={data.propositions} currentId={data.id} baseProductId={data.base_product_id} />
      <Analogs productId={data.id} />
      <Reviews key={data.id} productId={data.id} />
      <ViewedSlider productId={data.id} baseProductId={data.base_product_id} />
      {offer.qty_store > 0 && <BuyBar key={offer.id} buyRow={buyRow} item={item} />}
    </article>
  );
}
