import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { paths } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Pagination } from '../../ui/Pagination';
import { Picture } from '../../ui/Picture';
import { PromotionDates } from '../../ui/PromotionDates';
import { PageFailure } from '../../ui/PageFailure';
import { promotionsListPage, promotionsResource } from './resources';
import './promotions.css';

/** docs/product-rules.md#promotions: running promotions first, then ended ones, each with its banner and dates. */
export default function PromotionsPage() {
  useSignals();
  const { t } = useTranslation(['promotions', 'common']);
  const list = useResource(promotionsResource(lang.value, promotionsListPage(useSearch())));
  const seo = list.data?.seo;
  if (!list.data)
    return list.status === 'failed' ? <PageFailure error={list.error} /> : <div className="promotions skeleton" aria-busy="true" />;
  const { data, pagination, breadcrumbs } = list.data;
  return (
    <div className="promotions">
      <Breadcrumbs items={breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1>{seo!.h1}</h1>
      {data.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="promotions__cards">
          {data.map((p, i) => (
            <li key={p.slug}>
              <article className={`promotion-card${p.is_active ? '' : ' promotion-card--ended'}`}>
                <AppLink href={p.url} className="promotion-card__banner" tabIndex={-1} aria-hidden="true">
                  <Picture image={p.banner} eager={i === 0} sizes="(min-width: 1060px) 380px, calc(100vw - 26px)" />
                </AppLink>
                <h2 className="promotion-card__title">
                  <AppLink href={p.url}>{p.title}</AppLink>
                </h2>
                <PromotionDates promotion={p} lang={lang.value} className="promotion-card__meta" />
                <p className="promotion-card__text">{p.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={pagination.current_page} last={pagination.last_page} label={t('pages')} hrefFor={(n) => paths.promotions(n)} />
    </div>
  );
}
