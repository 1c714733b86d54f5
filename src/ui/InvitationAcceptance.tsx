import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordRules } from '../domain/account-rules';
import { useResource } from '../lib/resource';
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
  const { t, i18n } = useTranslation(namespace);
  // Read once per token and language: the preview is the invitation's, whatever renders it again.
  const invitation = useResource({ key: `${block}-invitation:${i18n.language}:${token}`, load: () => preview(token) });
  const offered = invitation.data ?? null;
  const failure = invitation.status === 'failed' ? (invitation.error as Error).message : '';
  const joined = useRef<U | null>(null);
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
