import { useTranslation } from 'react-i18next';

/** A workspace list's previous and next buttons with "page N of M", shown only when there is more than one page. */
export function PageButtons({
  meta,
  onPage,
  label,
}: {
  meta: { current_page: number; last_page: number };
  onPage: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation('seller-workspace');
  if (meta.last_page <= 1) return null;
  return (
    <nav className="seller-offers__pages" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={meta.current_page <= 1}
        onClick={() => onPage(meta.current_page - 1)}
      >
        {t('previous')}
      </button>
      <span>{t('page', { page: meta.current_page, last: meta.last_page })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={meta.current_page >= meta.last_page}
        onClick={() => onPage(meta.current_page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
