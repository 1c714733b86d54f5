import { useTranslation } from 'react-i18next';
import { paths } from '../domain/paths';
import { AppLink } from './AppLink';
import './preview-notice.css';

/**
 * Above an article's preview (docs/product-rules.md#content): says the page is a preview, as shoppers will see it
 * once it is public, and leads back to the article's editor.
 */
export function PreviewNotice({ kind, id }: { kind: 'blog' | 'guide'; id: number }) {
  const { t } = useTranslation('admin-content');
  return (
    <aside className="preview-notice" aria-label={t('preview')}>
      <p>{t('previewBanner')}</p>
      <AppLink href={`${paths.admin()}?section=content&article=${kind}:${id}`} className="button button--ghost">
        {t('backToEditor')}
      </AppLink>
    </aside>
  );
}
