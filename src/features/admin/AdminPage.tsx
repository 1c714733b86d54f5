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
import { SignedInSide } from '../../ui/SignedInSide';
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
    <SignedInSide
      block="admin"
      title={t('headTitle', { store: t('common:storeName') })}
      user={user}
      linkFailure={linkFailure}
      invitation={
        invitation && (
          <InvitationAcceptance
            token={invitation}
            block="admin"
            namespace="admin-team"
            preview={operatorInvitationPreview}
            accept={acceptOperatorInvitation}
            about={(offered) =>
              t('admin-team:invitation.about', { role: t(`admin-team:roles.${offered.role}`), phone: `+${offered.phone}` })
            }
            onJoined={(joined) => {
              setInvitation(null);
              setUser(joined);
            }}
          />
        )
      }
      signIn={signInOperator}
      onSignedIn={setUser}
      onSignOut={signOut}
    >
      {(signedIn) => <AdminSections user={signedIn} />}
    </SignedInSide>
  );
}
