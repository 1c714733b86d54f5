import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { splitLang } from '../../../domain/paths';
import { deleteAccount } from '../../../stores/customer';
import { notifyCallFailure } from '../../../stores/call-failure';
import { notify } from '../../../stores/notifications';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/** Deleting the profile asks first; then the shopper is signed out and goes home. */
export function DeleteAccount() {
  const { t } = useTranslation('profile');
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount(splitLang(location.pathname).path);
      notify({ type: 'success', title: t('accountDeleted') });
      navigate('/', { replace: true });
    } catch (error) {
      notifyCallFailure(error);
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className="profile-form profile-form--danger" aria-labelledby="profile-delete">
      <h3 id="profile-delete">{t('deleteTitle')}</h3>
      <p>{t('deleteText')}</p>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {t('deleteAccount')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('deleteQuestion')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t('deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}
