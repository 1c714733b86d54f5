import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { BlogListData, BlogListScope } from '../../api/blog';
import { paths, type PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Pagination } from '../../ui/Pagination';
import { Picture } from '../../ui/Picture';
import { PageFailure } from '../../ui/PageFailure';
import { longShopDate } from '../../lib/shop-date';
import { blogListResource, blogListState } from './resources';
import './blog.css';

const pageHref = (scope: BlogListScope, page: number) =>
  scope.kind === 'category' ? paths.blogCategory(scope.id, page) : scope.kind === 'tag' ? paths.blogTag(scope.id, page) : paths.blog(page);

/** The blog, a category or a tag: the newest articles first, with covers, a page at a time (docs/product-rules.md#blog). */
export default function BlogListPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['blog', 'common']);
  const { scope, page } = blogListState(params, useSearch());
  const list = useResource(blogListResource(lang.value, scope, page));
  if (!list.data) return list.status === 'failed' ? <PageFailure error={list.error} /> : <div className="blog skeleton" aria-busy="true" />;
  const { data, breadcrumbs } = list.data;
  return (
    <div className="blog">
      <Breadcrumbs items={breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1>{data.h1}</h1>
      <nav className="blog__categories" aria-label={t('categories')}>
        <ul>
          <li>
            <AppLink href={paths.blog()} aria-current={scope.kind === 'all' ? 'page' : undefined}>
              {t('allArticles')}
            </AppLink>
          </li>
          {data.categories.map((c) => (
            <li key={c.id}>
              <AppLink href={c.url} aria-current={scope.kind === 'category' && scope.id === c.id ? 'page' : undefined}>
                {c.name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {data.articles.length === 0 ? <p className="empty-state">{t('empty')}</p> : <ArticleCards articles={data.articles} />}
      <Pagination
        current={data.pagination.current_page}
        last={data.pagination.last_page}
        label={t('pagination')}
        hrefFor={(n) => pageHref(scope, n)}
      />
    </div>
  );
}

function ArticleCards({ articles }: { articles: BlogListData['data']['articles'] }) {
  return (
    <ul className="blog__cards">
      {articles.map((a, i) => (
        <li key={a.id}>
          <article className="blog-card">
            <AppLink href={a.url} className="blog-card__cover" tabIndex={-1} aria-hidden="true">
              <Picture image={a.cover} eager={i === 0} sizes="(min-width: 1060px) 380px, calc(100vw - 26px)" />
            </AppLink>
            <h2 className="blog-card__title">
              <AppLink href={a.url}>{a.title}</AppLink>
            </h2>
            <p className="blog-card__meta">
              <time dateTime={a.published_at}>{longShopDate(lang.value, a.published_at)}</time> ·{' '}
              <AppLink href={a.category.url}>{a.category.name}</AppLink>
            </p>
            <p className="blog-card__excerpt">{a.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
