import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';

export function CompareEmpty({ title, hint, link }: { title: string; hint: string; link: { href: string; text: string } }) {
  return (
    <div className="empty-state compare-empty">
      <p className="compare-empty__title">{title}</p>
      <p>{hint}</p>
      <AppLink href={link.href} className="button">
        {link.text}
      </AppLink>
    </div>
  );
}

/** Offline, the page shows what was stored on the last visit, and says so. */
export function StoredCopyNotice() {
  const { t } = useTranslation('compare');
  return (
    <p className="compare-notice" role="status">
      {t('storedCopy')}
    </p>
  );
}
