import { useSignals } from '@preact/signals-react/runtime';
import type { PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { GuideView } from './GuideView';
import { guideArticleResource } from './resources';
import './guide.css';

/** docs/product-rules.md#buyer-guide: one article with its contents, the guide's other articles beside it. */
export default function GuidePage({ params }: { params: PageParams }) {
  useSignals();
  const slug = params.slug ?? '';
  const page = useResource(guideArticleResource(lang.value, slug));
  const data = page.data;
  if (!data)
    return page.status === 'failed' ? (
      <PageFailure error={page.error} />
    ) : (
      <div className="guide guide--skeleton skeleton" aria-busy="true" />
    );
  return <GuideView page={data} />;
}
