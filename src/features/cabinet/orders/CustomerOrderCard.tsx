import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewReplyNote } from '../../../ui/ReviewReplyNote';
import type { CustomerOrder } from '../../../api/orders';
import { longShopDate } from '../../../lib/shop-date';
import { paths } from '../../../domain/paths';
import { lang } from '../../../stores/session';
import { Fact } from '../../../ui/Fact';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { chatLinks } from '../messages/links';
import { repeatOrderHref } from './links';
import { AppLink } from '../../../ui/AppLink';
import { SellerLink } from '../../../ui/SellerLink';

const RATINGS = [
  ['service', 'service_rating'],
  ['delivery', 'delivery_rating'],
  ['relevance', 'relevance_rating'],
] as const;

/** One order in short, opening into its items, totals, delivery, payment and what can be done with it. */
export function CustomerOrderCard({ order }: { order: CustomerOrder }) {
  useSignals();
  const { t } = useTranslation(['orders', 'review-moderation']);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { totals } = order;

  return (
    <article className="order-card" aria-labelledby={`${detailsId}-title`}>
      <header className="order-card__head">
        <h3 id={`${detailsId}-title`} className="order-card__title">
          {t('orderNumber', { id: order.id })}{' '}
          <span className="order-card__date">{t('from', { date: longShopDate(lang.value, order.created_at) })}</span>
        </h3>
        <span className={`order-card__status order-card__status--${order.status}`}>{order.status_label}</span>
        {order.cancellation && (
          <p className="order-card__cancellation">
            {t('cancellation')}: {order.cancellation.text}
          </p>
        )}
        <p className="order-card__seller">
          {t('seller')}: <SellerLink seller={order.seller} />
        </p>
        <p className="order-card__total">
          {t('total')}: <Price value={totals.total} />
        </p>
        <button
          type="button"
          className="button button--ghost order-card__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('hideDetails') : t('showDetails')}
        </button>
      </header>

      <div id={detailsId} className="order-card__details" hidden={!open}>
        <h4 className="visually-hidden">{t('items')}</h4>
        <ul className="order-card__items">
          {order.items.map((item) => (
            <li key={item.product_id} className="order-card__item">
              <Picture image={item.image} sizes="64px" className="order-card__image" />
              <AppLink href={paths.product(item.product_id)}>{item.title}</AppLink>
              <span className="order-card__qty">{t('qty', { count: item.qty })}</span>
              <Price value={item.price * item.qty} />
            </li>
          ))}
        </ul>
        <dl className="order-card__facts">
          <dt>{t('itemsTotal')}</dt>
          <dd>
            <Price value={totals.items} />
          </dd>
          {totals.discount > 0 && (
            <>
              <dt>{t('discount')}</dt>
              <dd>
                −<Price value={totals.discount} />
              </dd>
            </>
          )}
          <dt>{t('delivery')}</dt>
          <dd>{totals.delivery === null ? t('deliveryByCarrier') : <Price value={totals.delivery} />}</dd>
          <dt>{t('total')}</dt>
          <dd>
            <Price value={totals.total} />
          </dd>
          <dt>{t('deliveryWay')}</dt>
          <dd>{[order.delivery.title, order.delivery.city, order.delivery.address].filter(Boolean).join(', ') || t('noDelivery')}</dd>
          {order.delivery.waybill && (
            <>
              <dt>{t('waybill')}</dt>
              <dd>{[order.delivery.waybill, order.delivery.tracking].filter(Boolean).join(' · ')}</dd>
            </>
          )}
          <dt>{t('payment')}</dt>
          <dd>
            {order.payment.title ?? t('paymentAgreed')} · {order.payment.status_label}
          </dd>
        </dl>
        {order.comment && (
          <section className="order-card__comment" aria-label={t('yourReview')}>
            <h4>{t('yourReview')}</h4>
            <dl>
              {RATINGS.map(([key, field]) => (
                <Fact key={key} term={t(`ratings.${key}`)}>
                  {t('stars', { count: order.comment![field] })}
                </Fact>
              ))}
            </dl>
            <p>{order.comment.text}</p>
            {order.comment.hidden_reason !== null && (
              <p className="order-card__hidden" role="status">
                {t('review-moderation:commentHidden', { reason: order.comment.hidden_reason })}
              </p>
            )}
            <ReviewReplyNote reply={order.comment.reply} />
          </section>
        )}
        <div className="order-card__actions">
          {/* A file from the API, outside the app's routes and its language prefix. */}
          <a href={order.download_pdf_link} className="button button--ghost" download>
            {t('receipt')}
          </a>
          <AppLink href={repeatOrderHref(order.id)} className="button button--ghost">
            {t('repeat')}
          </AppLink>
          {/* The order's chat when it has one, otherwise the first message to its seller. */}
          <AppLink href={chatLinks.newOrderChat(order.id)} className="button button--ghost">
            {t('writeToSeller')}
          </AppLink>
          {order.can_comment && (
            <AppLink href={paths.orderReview(order.id)} className="button">
              {t('review')}
            </AppLink>
          )}
        </div>
      </div>
    </article>
  );
}
