import { useSignals } from '@preact/signals-react/runtime';
import { useSearch } from 'wouter';
import { blogPreview } from '../../api/admin-content';
import type { PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { PreviewNotice } from '../../ui/PreviewNotice';
import { ArticleView } from './ArticleView';
import './blog.css';

/**
 * docs/product-rules.md#content: a blog article as its page will show it, drawn by the page's own components from the
 * public page's answer, for an admin of the back office, before it is public. `?v=` names the saved version to show.
 */
export default function BlogPreviewPage({ params }: { params: PageParams }) {
  useSignals();
  const id = Number(params.id);
  const version = new URLSearchParams(useSearch()).get('v') ?? undefined;
  const page = useResource({ key: `blog-preview:${lang.value}:${id}`, load: () => blogPreview(id) }, { revision: version });
  return (
    <>
      <PreviewNotice kind="blog" id={id} />
      {page.data ? (
        <ArticleView page={page.data} />
      ) : page.status === 'failed' ? (
        <PageFailure error={page.error} />
      ) : (
        <div className="article skeleton" aria-busy="true" />
      )}
    </>
  );
}
