import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerStatistics, type SellerStatistics, type StatisticsDays } from '../../api/seller-profile';
import { formatPrice } from '../../domain/money';
import { useResource } from '../../lib/resource';
import { useShopDate } from './use-shop-date';

const PERIODS: readonly StatisticsDays[] = [7, 30, 90];

/**
 * The seller's figures (docs/product-rules.md#seller-statistics) over the last 7, 30 or 90 Kyiv days, from its own
 * orders: counts, revenue and average order in whole hryvnias, cancellations, the 5 offers sold most, each day.
 * Read per seller, period and language, so another shop signed in on the same device never sees these.
 */
export function StatisticsBoard({ sellerId }: { sellerId: number }) {
  const { t, i18n } = useTranslation('seller-profile');
  const [days, setDays] = useState<StatisticsDays>(30);
  const figures = useResource(
    { key: `seller-statistics:${sellerId}:${days}:${i18n.language}`, load: () => sellerStatistics(days) },
    { keepPrevious: true },
  );
  const dateOf = useShopDate();
  const data = figures.data;
  return (
    <section className="seller-statistics" aria-labelledby="seller-statistics-title" aria-busy={figures.status === 'loading'}>
      <h2 id="seller-statistics-title">{t('statistics.title')}</h2>
      <div className="seller-statistics__periods" role="group" aria-label={t('statistics.period')}>
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className={period === days ? 'button' : 'button button--ghost'}
            aria-pressed={period === days}
            onClick={() => setDays(period)}
          >
            {t('statistics.days', { count: period })}
          </button>
        ))}
      </div>
      {!data && figures.status === 'failed' && <p role="alert">{t('statistics.failed')}</p>}
      {!data && figures.status !== 'failed' && <p aria-busy="true">{t('seller-workspace:loading')}</p>}
      {data && (
        <>
          <p>{t('statistics.range', { from: dateOf(data.from), to: dateOf(data.to) })}</p>
          {data.orders === 0 ? <p className="seller-statistics__empty">{t('statistics.empty')}</p> : <Figures data={data} />}
        </>
      )}
    </section>
  );
}

function Figures({ data }: { data: SellerStatistics }) {
  const { t } = useTranslation('seller-profile');
  const dateOf = useShopDate();
  const most = Math.max(1, ...data.per_day.map((d) => d.orders));
  return (
    <>
      <dl className="seller-statistics__figures">
        <div>
          <dt>{t('statistics.orders')}</dt>
          <dd>{data.orders}</dd>
        </div>
        <div>
          <dt>{t('statistics.revenue')}</dt>
          <dd>{formatPrice(data.revenue)}</dd>
        </div>
        <div>
          <dt>{t('statistics.average')}</dt>
          <dd>{formatPrice(data.average_order)}</dd>
        </div>
        <div>
          <dt>{t('statistics.cancelled')}</dt>
          <dd>{data.cancelled}</dd>
        </div>
      </dl>
      <p className="seller-statistics__note">{t('statistics.revenueNote')}</p>
      {data.top_offers.length > 0 && (
        <>
          <h3>{t('statistics.top')}</h3>
          <ol className="seller-statistics__top">
            {data.top_offers.map((offer) => (
              <li key={offer.product_id}>
                <span>{offer.title}</span>
                <span>
                  {t('statistics.units', { count: offer.units })} · {formatPrice(offer.revenue)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>{t('statistics.perDay')}</h3>
      <ul className="seller-statistics__days">
        {data.per_day
          .filter((day) => day.orders > 0)
          .map((day) => (
            <li key={day.day}>
              <span className="seller-statistics__day">
                {t('statistics.dayLine', { day: dateOf(day.day), orders: day.orders, revenue: formatPrice(day.revenue) })}
              </span>
              <span className="seller-statistics__bar" style={{ inlineSize: `${(day.orders / most) * 100}%` }} aria-hidden="true" />
            </li>
          ))}
      </ul>
    </>
  );
}
