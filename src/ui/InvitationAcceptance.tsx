import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordRules } from '../domain/account-rules';
import { useCheckedForm } from './form/checked-form';
import { NewPasswordFields } from './form/NewPasswordFields';

/**
 * An invited person's way in (docs/product-rules.md#seller-team, #back-office): what the invitation offers, and a new
 * password; accepting spends the invitation and signs them in. A spent or expired link says so at once. `block`
 * names the side's CSS block; `namespace` its texts, under `invitation.` (title, checking, password, passwordHint,
 * passwordConfirmation, accept); `about` says what the invitation offers.
 */
export function InvitationAcceptance<P extends { phone: string }, U>({
  token,
  block,
  namespace,
  preview,
  accept,
  about,
  onJoined,
}: {
  token: string;
  block: 'admin' | 'seller-workspace';
  namespace: 'admin-team' | 'seller-team';
  preview: (token: string) => Promise<P>;
  accept: (token: string, password: string, confirmation: string) => Promise<U>;
  about: (preview: P) => string;
  onJoined: (user: U) => void;
}) {
  const { t } = useTranslation(namespace);
  const [offered, setOffered] = useState<P | null>(null);
  const [failure, setFailure] = useState('');
  const joined = useRef<U | null>(null);
  useEffect(() => {
    let live = true;
    preview(token).then(
      (found) => live && setOffered(found),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
    // Once per token: the preview is the invitation's, whatever renders it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const f = useCheckedForm(
    newPasswordRules,
    { password: '', password_confirmation: '' },
    async ({ password, password_confirmation }) => {
      joined.current = await accept(token, password, password_confirmation);
    },
    () => joined.current && onJoined(joined.current),
  );

  const titleId = `${block}-invitation-title`;
  return (
    <section className={`${block}__sign-in`} aria-labelledby={titleId} aria-busy={!offered && !failure}>
      <h2 id={titleId}>{t('invitation.title')}</h2>
      {failure && <p role="alert">{failure}</p>}
      {!offered && !failure && <p aria-busy="true">{t('invitation.checking')}</p>}
      {offered && (
        <>
          <p>{about(offered)}</p>
          <form ref={f.form} className={`${block}__form`} noValidate onSubmit={f.submit}>
            {/* The phone, for the browser's password manager to keep with the new password. */}
            <input type="hidden" name="username" autoComplete="username" value={`+${offered.phone}`} readOnly />
            <NewPasswordFields
              form={f}
              labels={{
                password: t('invitation.password'),
                hint: t('invitation.passwordHint'),
                confirmation: t('invitation.passwordConfirmation'),
              }}
            />
            <button className="button" type="submit" disabled={f.sending}>
              {t('invitation.accept')}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
