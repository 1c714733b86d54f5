import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { PageParams } from '../../domain/paths';
import { usePageHead } from '../../lib/page-head';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageFailure } from '../../ui/PageFailure';
import { Pagination } from '../../ui/Pagination';
import { ProductTile } from '../../ui/ProductTile';
import { catalogPath, fetchCategoryPage } from './api';
import './catalog.css';

export default function CategoryPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['catalog', 'common']);
  const search = useSearch();
  const path = catalogPath(params);
  const page = useResource(`catalog:${lang.value}:${path}?${search}`, () => fetchCategoryPage(path, search));
  const data = page.data;
  usePageHead(lang.value, data ? { title: data.seo.title, desc: data.seo.desc, path: `/catalog/${path}${search ? `?${search}` : ''}` } : null);

  if (!data) {
    if (page.status === 'failed') return <PageFailure error={page.error} />;
    return <CatalogSkeleton />;
  }
  const { products, sub_catalog } = data.data;
  const { current_page, last_page, total } = products.pagination;
  return (
    <div className="catalog" aria-busy={page.status === 'loading'}>
      <Breadcrumbs items={data.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1 className="catalog__title">
        {data.data.h1} <span className="catalog__count">{t('productsCount', { count: total })}</span>
      </h1>
      {sub_catalog.length > 0 && (
        <nav className="sub-catalog" aria-label={t('subcategories')}>
          <ul>
            {sub_catalog.map((c) => (
              <li key={c.id}>
                <Link href={c.url}>
                  {c.name} <span className="sub-catalog__count">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.content.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="tiles">
          {products.content.map((p, i) => (
            <li key={p.id}>
              <ProductTile product={p} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination current={current_page} last={last_page} label={t('common:pagination')} hrefFor={(n) => `/catalog/${path}${n > 1 ? `?page=${n}` : ''}`} />
      {data.seo.seo_text && <p className="catalog__seo-text">{data.seo.seo_text}</p>}
    </div>
  );
}

function CatalogSkeleton() {
  return (
    <ul className="tiles tiles--skeleton" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="skeleton" />
      ))}
    </ul>
  );
}
