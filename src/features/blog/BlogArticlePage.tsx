import { useSignals } from '@preact/signals-react/runtime';
import type { PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { ArticleView } from './ArticleView';
import { blogArticleResource } from './resources';
import './blog.css';

/** A blog article: its cover, date, reading time, category and tags, the body, then the goods it links to, ready for the cart. */
export default function BlogArticlePage({ params }: { params: PageParams }) {
  useSignals();
  const categoryId = Number(params.category_id);
  const articleId = Number(params.article_id);
  const page = useResource(blogArticleResource(lang.value, categoryId, articleId));
  if (!page.data)
    return page.status === 'failed' ? <PageFailure error={page.error} /> : <div className="article skeleton" aria-busy="true" />;
  return <ArticleView page={page.data} />;
}
