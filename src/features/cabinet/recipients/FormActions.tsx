import { useTranslation } from 'react-i18next';

/** Saving a recipient or a delivery, or leaving the form as it was. */
export function FormActions({ saveLabel, sending, onCancel }: { saveLabel: string; sending: boolean; onCancel: () => void }) {
  const { t } = useTranslation('recipients');
  return (
    <div className="saved-form__actions">
      <button className="button" type="submit" disabled={sending}>
        {saveLabel}
      </button>
      <button className="button button--ghost" type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
