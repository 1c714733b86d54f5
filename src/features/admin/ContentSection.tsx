import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { contentArticles, type ArticleListItem } from '../../api/admin-content';
import { kyivWallTime } from '../../domain/kyiv-time';
import { AppLink } from '../../ui/AppLink';
import { ArticleEditor } from './ArticleEditor';
import { contentAddress, contentTarget } from './content-address';
import { useOperatorList } from './use-operator-list';
import './content.css';

/** An instant as Kyiv's clock read it, to the minute: 02.12.2026 21:30; nothing for a row without a date. */
function kyivMinute(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const [date = '', time = ''] = kyivWallTime(at).split('T');
  return `${date.split('-').reverse().join('.')} ${time}`;
}

/**
 * docs/product-rules.md#content: the blog's and the guide's articles with their states, and, when the address names
 * one (`&article=blog:12`, `&article=new:guide`), its editor.
 */
export function ContentSection() {
  const target = contentTarget(useSearch());
  if (target) return <ArticleEditor key={`${target.kind}:${target.id ?? 'new'}`} kind={target.kind} id={target.id} />;
  return <ArticleList />;
}

function ArticleList() {
  const { t } = useTranslation('admin-content');
  const { data: articles, loading, failure } = useOperatorList({ key: 'operator:content', load: contentArticles });
  return (
    <section aria-labelledby="admin-content" aria-busy={loading}>
      <h2 id="admin-content">{t('title')}</h2>
      <div className="admin__actions">
        <AppLink href={contentAddress('blog', null)} className="button">
          {t('newBlog')}
        </AppLink>
        <AppLink href={contentAddress('guide', null)} className="button button--ghost">
          {t('newGuide')}
        </AppLink>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {articles?.length === 0 && <p>{t('empty')}</p>}
      <ul className="admin__queue content-list">
        {articles?.map((article) => (
          <ArticleCard key={`${article.kind}:${article.id}`} article={article} />
        ))}
      </ul>
    </section>
  );
}

function ArticleCard({ article }: { article: ArticleListItem }) {
  const { t } = useTranslation('admin-content');
  const when =
    article.status === 'scheduled'
      ? t('scheduledFor', { at: kyivMinute(article.published_at) })
      : article.status === 'published' && kyivMinute(article.published_at)
        ? t('publishedOn', { at: kyivMinute(article.published_at) })
        : '';
  return (
    <li className={`admin__request content-list__item content-list__item--${article.status}`} aria-label={article.title}>
      <div className="admin__request-head">
        <strong>{article.title}</strong>
        <span className={`content-status content-status--${article.status}`}>{t(`status.${article.status}`)}</span>
      </div>
      <p className="admin__meta">
        {t(`kind.${article.kind}`)}
        {when && ` · ${when}`}
      </p>
      <div className="admin__actions">
        <AppLink href={contentAddress(article.kind, article.id)} className="button button--ghost">
          {t('edit')}
        </AppLink>
        {article.status === 'published' && (
          <AppLink href={article.url} className="button button--ghost">
            {t('openOnSite')}
          </AppLink>
        )}
      </div>
    </li>
  );
}
