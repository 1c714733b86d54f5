import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordSignIn } from './PasswordSignIn';

/**
 * A side of the store with its own session (the seller workspace, the back office): a header with its title and,
 * signed in, the sign-out; an invitation's acceptance when the address brings one (`invitation`); otherwise the
 * session's state: loading, a spent link's refusal, the password sign-in, then the side's own work. `block` names the
 * side's texts namespace (`loading`, `signOut`) and its CSS block.
 */
export function SignedInSide<User>({
  block,
  title,
  user,
  linkFailure,
  invitation,
  signIn,
  onSignedIn,
  onSignOut,
  children,
}: {
  block: 'admin' | 'seller-workspace';
  title: string;
  /** undefined while the session is being found out, null for nobody */
  user: User | null | undefined;
  linkFailure: string;
  invitation: ReactNode;
  signIn: (phone: string, password: string) => Promise<User>;
  onSignedIn: (user: User) => void;
  onSignOut: () => void;
  children: (user: User) => ReactNode;
}) {
  const { t } = useTranslation(block);
  return (
    <main className={block}>
      <header className={`${block}__header`}>
        <h1>{title}</h1>
        {user && (
          <button type="button" className="button button--ghost" onClick={onSignOut}>
            {t('signOut')}
          </button>
        )}
      </header>
      {invitation}
      {!invitation && user === undefined && <p aria-busy="true">{t('loading')}</p>}
      {linkFailure && user === null && <p role="alert">{linkFailure}</p>}
      {!invitation && user === null && <PasswordSignIn block={block} signIn={signIn} onSignedIn={onSignedIn} />}
      {!invitation && user && children(user)}
    </main>
  );
}
