import { useTranslation } from 'react-i18next';
import type { GuideArticleData } from '../../api/guide';
import { AppLink } from '../../ui/AppLink';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import './guide.css';

/**
 * A guide article as its page shows it: contents, sections, and the guide's other articles beside it. The public
 * page and the back office's preview both draw it.
 */
export function GuideView({ page }: { page: GuideArticleData }) {
  const { t } = useTranslation(['guide', 'common']);
  const slug = page.data.slug;
  const { title, sections, articles } = page.data;
  const headed = sections.filter((s) => s.heading);
  return (
    <div className="guide">
      <Breadcrumbs items={page.breadcrumbs} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <div className="guide__columns">
        <article className="guide__article" aria-labelledby="guide-title">
          <h1 id="guide-title">{title}</h1>
          {headed.length > 1 && (
            <nav className="guide__contents" aria-labelledby="guide-contents-title">
              <h2 id="guide-contents-title" className="guide__contents-title">
                {t('contents')}
              </h2>
              <ol>
                {headed.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {sections.map((s) => (
            <section key={s.id} id={s.id} className="guide__section" aria-labelledby={s.heading ? `${s.id}-title` : undefined}>
              {s.heading && <h2 id={`${s.id}-title`}>{s.heading}</h2>}
              {s.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
          ))}
        </article>
        <nav className="guide__index" aria-labelledby="guide-index-title">
          <h2 id="guide-index-title" className="guide__index-title">
            {t('articles')}
          </h2>
          <ul>
            {articles.map((a) => (
              <li key={a.slug}>
                <AppLink href={a.url} aria-current={a.slug === slug ? 'page' : undefined}>
                  {a.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
