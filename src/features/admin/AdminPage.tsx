import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import {
  acceptOperatorInvitation,
  currentOperator,
  operatorInvitationPreview,
  signInOperator,
  signInOperatorByLink,
  signOutOperator,
} from '../../api/operator';
import { useInvitationToken } from '../../lib/invitation-token';
import { useSignedInUser } from '../../lib/sign-in-link';
import { InvitationAcceptance } from '../../ui/InvitationAcceptance';
import { PasswordSignIn } from '../../ui/PasswordSignIn';
import { AdminSections } from './AdminSections';
import './admin.css';

/**
 * /admin, /ru/admin (docs/product-rules.md#back-office): the marketplace team's sign-in, then its work. The session is
 * the back office's own cookie; moderators see the moderation queues only. An invited operator arrives by the
 * invitation's link (`?invite=`) and sets a password.
 */
export default function AdminPage() {
  useSignals();
  const { t } = useTranslation(['admin', 'common', 'admin-team']);
  const [invitation, setInvitation] = useInvitationToken();
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
      {invitation && (
        <InvitationAcceptance
          token={invitation}
          block="admin"
          namespace="admin-team"
          preview={operatorInvitationPreview}
          accept={acceptOperatorInvitation}
          about={(offered) => t('admin-team:invitation.about', { role: t(`admin-team:roles.${offered.role}`), phone: `+${offered.phone}` })}
          onJoined={(joined) => {
            setInvitation(null);
            setUser(joined);
          }}
        />
      )}
      {!invitation && user === undefined && <p aria-busy="true">{t('loading')}</p>}
      {linkFailure && user === null && <p role="alert">{linkFailure}</p>}
      {!invitation && user === null && <PasswordSignIn block="admin" signIn={signInOperator} onSignedIn={setUser} />}
      {!invitation && user && <AdminSections user={user} />}
    </main>
  );
}
