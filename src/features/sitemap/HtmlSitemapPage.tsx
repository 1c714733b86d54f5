import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { paths, type PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { AppLink } from '../../ui/AppLink';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Pagination } from '../../ui/Pagination';
import { PageFailure } from '../../ui/PageFailure';
import { htmlSitemapResource } from './resources';
import './sitemap.css';

/** /html-sitemap/{id}: one page of every category, brand, seller and article, under their kinds. */
export default function HtmlSitemapPage({ params }: { params: PageParams }) {
  useSignals();
  const { t } = useTranslation(['sitemap', 'common']);
  const current = Number(params.id);
  const page = useResource(htmlSitemapResource(lang.value, current));
  const data = page.data;
  if (!data)
    return page.status === 'failed' ? (
      <PageFailure error={page.error} />
    ) : (
      <div className="html-sitemap html-sitemap--skeleton skeleton" aria-busy="true" />
    );
  return (
    <div className="html-sitemap">
      <Breadcrumbs items={data.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1>{data.seo.h1}</h1>
      {data.data.sections.map((s) => (
        <section key={s.kind} aria-labelledby={`html-sitemap-${s.kind}`}>
          <h2 id={`html-sitemap-${s.kind}`}>{s.title}</h2>
          <ul className="html-sitemap__links">
            {s.links.map((l) => (
              <li key={l.url}>
                <AppLink href={l.url}>{l.title}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data.pagination.last_page > 1 && (
        <Pagination current={current} last={data.pagination.last_page} hrefFor={paths.htmlSitemap} label={t('pages')} />
      )}
    </div>
  );
}
