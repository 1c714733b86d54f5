import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { currentOperator, signInOperator, signInOperatorByLink, signOutOperator } from '../../api/operator';
import { useSignedInUser } from '../../lib/sign-in-link';
import { PasswordSignIn } from '../../ui/PasswordSignIn';
import { AdminSections } from './AdminSections';
import './admin.css';

/**
 * /admin, /ru/admin (docs/product-rules.md#back-office): the marketplace team's sign-in, then its work. The session is
 * the back office's own cookie; moderators see the moderation queues only.
 */
export default function AdminPage() {
  useSignals();
  const { t } = useTranslation(['admin', 'common']);
  const { user, setUser, linkFailure } = useSignedInUser(signInOperatorByLink, currentOperator);

  const signOut = async () => {
    await signOutOperator();
    setUser(null);
  };

  return (
    <main className="admin">
      <header className="admin__header">
        <h1>{t('headTitle', { store: t('common:storeName') })}</h1>
        {user && (
          <button type="button" className="button button--ghost" onClick={signOut}>
            {t('signOut')}
          </button>
        )}
      </header>
      {user === undefined && <p aria-busy="true">{t('loading')}</p>}
      {linkFailure && user === null && <p role="alert">{linkFailure}</p>}
      {user === null && <PasswordSignIn block="admin" signIn={signInOperator} onSignedIn={setUser} />}
      {user && <AdminSections user={user} />}
    </main>
  );
}
