import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { clearRecentViews, fetchRecentViews, removeRecentView, type RecentViewsPage } from '../../../api/recent-views';
import { paths } from '../../../domain/paths';
import { useResource } from '../../../lib/resource';
import { notifyCallFailure } from '../../../stores/call-failure';
import { notify } from '../../../stores/notifications';
import { customer } from '../../../stores/customer';
import { lang } from '../../../stores/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Pagination } from '../../../ui/Pagination';
import { ProductTile } from '../../../ui/ProductTile';
import { TabPending } from '../shared/TabPending';
import { AppLink } from '../../../ui/AppLink';
import './viewed.css';

const pageFrom = (search: string) => Math.max(1, Math.floor(Number(new URLSearchParams(search).get('page'))) || 1);

/** The account's viewed products: tiles a page at a time, each removable, and the whole list clearable. */
export default function ViewedTab() {
  useSignals();
  const { t } = useTranslation(['viewed', 'common', 'errors']);
  const [, navigate] = useLocation();
  const page = pageFrom(useSearch());
  // Bumped after a change so the page is asked again rather than patched by hand.
  const [revision, setRevision] = useState(0);
  const list = useResource({
    key: `cabinet-viewed:${customer.value?.id}:${lang.value}:${page}:${revision}`,
    load: () => fetchRecentViews(page),
  });
  // A new key starts empty: keep showing the last page while the next one loads, rather than flashing "loading".
  const shown = useRef<RecentViewsPage | undefined>(undefined);
  if (list.data) shown.current = list.data;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = async (action: () => Promise<RecentViewsPage>, done: string) => {
    setBusy(true);
    try {
      const now = await action();
      notify({ type: 'success', title: done });
      if (now.pagination.current_page !== page) navigate(paths.cabinet('viewed', now.pagination.current_page), { replace: true });
      setRevision((r) => r + 1);
    } catch (error) {
      notifyCallFailure(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (!shown.current) return <TabPending failed={list.status === 'failed'} />;
  const { data: products, pagination } = shown.current;
  if (pagination.total === 0) {
    return (
      <div className="empty-state viewed-tab__empty">
        <p>{t('empty')}</p>
        <AppLink href="/" className="button">
          {t('toShopping')}
        </AppLink>
      </div>
    );
  }

  return (
    <div className="viewed-tab" aria-busy={list.status === 'loading' || busy}>
      <div className="viewed-tab__bar">
        <p className="viewed-tab__count">{t('count', { count: pagination.total })}</p>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)} disabled={busy}>
          {t('clearAll')}
        </button>
      </div>
      <ul className="tiles">
        {products.map((product, i) => (
          <li key={product.base_product_id} className="viewed-tab__item">
            <ProductTile product={product} eager={i < 2} />
            <button
              type="button"
              className="viewed-tab__remove"
              aria-label={t('remove', { title: product.title })}
              title={t('remove', { title: product.title })}
              disabled={busy}
              onClick={() => change(() => removeRecentView(product.base_product_id, page), t('removed'))}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        current={pagination.current_page}
        last={pagination.last_page}
        label={t('common:pagination')}
        hrefFor={(n) => paths.cabinet('viewed', n)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('clearQuestion')}
        confirmLabel={t('clear')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        busy={busy}
        onConfirm={() => change(clearRecentViews, t('cleared'))}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('clearHint')}</p>
      </ConfirmDialog>
    </div>
  );
}
