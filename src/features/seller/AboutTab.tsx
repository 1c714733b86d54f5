import { useTranslation } from 'react-i18next';
import { sellerStatisticResource, type SellerInfoData } from '../../api/seller';
import { formatPrice } from '../../domain/money';
import { paths } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { shopMonthSince } from '../../lib/shop-date';
import { AppLink } from '../../ui/AppLink';
import { RatingWindows } from '../../ui/RatingWindows';
import { Schedule } from './Schedule';

type Seller = SellerInfoData['data'];

/** Who the seller is (the business behind the shop too), its rating over recent months, and its delivery, payment and return terms. */
export function AboutTab({ seller }: { seller: Seller }) {
  const { t, i18n } = useTranslation('seller');
  const statistic = useResource(sellerStatisticResource(seller.id));
  const language = i18n.language === 'ru' ? 'ru' : 'uk';
  return (
    <div className="seller-tab">
      <section className="seller-section" aria-labelledby="seller-about">
        <h2 id="seller-about">{t('about')}</h2>
        {seller.description && <p>{seller.description}</p>}
        {seller.legal_name && (
          <p className="seller-legal">
            {t('legal')}: {seller.legal_name}
            {seller.legal_code && `, ${t(seller.legal_code.length === 8 ? 'codeCompany' : 'codePerson', { code: seller.legal_code })}`}
          </p>
        )}
        <p className="seller-note">{t('onMarketSince', { date: shopMonthSince(language, seller.on_market_since) })}</p>
        <AppLink href={paths.seller(seller.id, 'products')} className="button seller-all-products">
          {t('allProducts')} ({t('productsCount', { count: seller.products_count })})
        </AppLink>
      </section>
      {statistic.data && <RatingWindows windows={statistic.data.data.windows} />}
      <Schedule schedule={seller.schedule} />
      <Terms seller={seller} />
    </div>
  );
}

function Terms({ seller }: { seller: Seller }) {
  const { t } = useTranslation('seller');
  const { delivery, payment } = seller;
  return (
    <>
      <section className="seller-section" aria-labelledby="seller-delivery">
        <h2 id="seller-delivery">{t('delivery')}</h2>
        {delivery.ships_from.length > 0 && <p>{t('shipsFrom', { cities: delivery.ships_from.join(', ') })}</p>}
        {delivery.days && (
          <p>
            {delivery.days.min === delivery.days.max ? t('dispatchDay', { days: delivery.days.min }) : t('dispatchDays', delivery.days)}
          </p>
        )}
        <ul className="seller-list">
          {delivery.types.map((d) => (
            <li key={d.id}>
              {d.title}:{' '}
              {d.pricing.is_by_provider
                ? t('byProvider')
                : d.pricing.free_from === null
                  ? formatPrice(d.pricing.default_price)
                  : t('freeFrom', { price: formatPrice(d.pricing.default_price), free: formatPrice(d.pricing.free_from) })}
            </li>
          ))}
        </ul>
      </section>
      <section className="seller-section" aria-labelledby="seller-payment">
        <h2 id="seller-payment">{t('payment')}</h2>
        <ul className="seller-list">
          {payment.methods.map((m) => (
            <li key={m.id}>{m.title}</li>
          ))}
        </ul>
      </section>
      {seller.returns && (
        <section className="seller-section" aria-labelledby="seller-returns">
          <h2 id="seller-returns">{t('returns')}</h2>
          <p className="seller-returns">{seller.returns}</p>
        </section>
      )}
    </>
  );
}
