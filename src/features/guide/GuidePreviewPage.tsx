import { useSignals } from '@preact/signals-react/runtime';
import { useSearch } from 'wouter';
import { guidePreview } from '../../api/admin-content';
import type { PageParams } from '../../domain/paths';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { PageFailure } from '../../ui/PageFailure';
import { PreviewNotice } from '../../ui/PreviewNotice';
import { GuideView } from './GuideView';
import './guide.css';

/**
 * docs/product-rules.md#content: a guide article as its page will show it, in its place in the guide, drawn by the
 * page's own components, for an admin of the back office before it is public. `?v=` names the saved version to show.
 */
export default function GuidePreviewPage({ params }: { params: PageParams }) {
  useSignals();
  const id = Number(params.id);
  const version = new URLSearchParams(useSearch()).get('v') ?? undefined;
  const page = useResource({ key: `guide-preview:${lang.value}:${id}`, load: () => guidePreview(id) }, { revision: version });
  return (
    <>
      <PreviewNotice kind="guide" id={id} />
      {page.data ? (
        <GuideView page={page.data} />
      ) : page.status === 'failed' ? (
        <PageFailure error={page.error} />
      ) : (
        <div className="guide guide--skeleton skeleton" aria-busy="true" />
      )}
    </>
  );
}
