import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { loadOrders } from '../../../api/orders';
import { ApiFailure } from '../../../lib/api';
import { useResource } from '../../../lib/resource';
import { notifyFailure } from '../../../stores/notifications';
import { lang } from '../../../stores/session';
import { Pagination } from '../../../ui/Pagination';
import { ordersPageHref, pageFromSearch } from './links';
import { CustomerOrderCard } from './CustomerOrderCard';
import { PurchasesSearch } from './PurchasesSearch';
import { AppLink } from '../../../ui/AppLink';
import './orders.css';

/** The cabinet's orders tab: the customer's orders, newest first, ten to a page. */
export default function OrdersTab() {
  useSignals();
  const { t } = useTranslation(['orders', 'common', 'errors']);
  const page = pageFromSearch(useSearch());
  const orders = useResource({ key: `cabinet-orders:${lang.value}:${page}`, load: () => loadOrders(page) });

  useEffect(() => {
    if (orders.status === 'failed')
      notifyFailure(orders.error instanceof ApiFailure ? orders.error.body : { message: t('errors:unexpected') });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one notice per answer; `t` changes only with the language, which brings a new answer too
  }, [orders]);

  if (!orders.data) {
    return orders.status === 'failed' ? (
      <p className="orders__state">{t('loadFailed')}</p>
    ) : (
      <p className="orders__state" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  }
  const { data, pagination } = orders.data;
  if (!data.length) {
    return (
      <div className="orders__state orders__state--empty">
        <p>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <AppLink href="/" className="button">
          {t('toCatalog')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="orders" aria-busy={orders.status === 'loading'}>
      <PurchasesSearch />
      <ul className="orders__list">
        {data.map((order) => (
          <li key={order.id}>
            <CustomerOrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pagination current={pagination.current_page} last={pagination.last_page} hrefFor={ordersPageHref} label={t('pages')} />
    </div>
  );
}
