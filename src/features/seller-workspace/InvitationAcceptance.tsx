import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, invitationPreview } from '../../api/seller-team';
import type { SellerUser } from '../../api/seller-workspace';
import { newPasswordRules } from '../../domain/account-rules';
import { useCheckedForm } from '../../ui/form/checked-form';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';

type Preview = Awaited<ReturnType<typeof invitationPreview>>;

/**
 * An invited manager's way in (docs/product-rules.md#seller-team): the invitation's shop and phone, and a new
 * password; accepting spends the invitation and signs the manager in. A spent or expired link says so at once.
 */
export function InvitationAcceptance({ token, onJoined }: { token: string; onJoined: (user: SellerUser) => void }) {
  const { t } = useTranslation('seller-team');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState('');
  const joined = useRef<SellerUser | null>(null);
  useEffect(() => {
    let live = true;
    invitationPreview(token).then(
      (found) => live && setPreview(found),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const f = useCheckedForm(
    newPasswordRules,
    { password: '', password_confirmation: '' },
    async ({ password, password_confirmation }) => {
      joined.current = await acceptInvitation(token, password, password_confirmation);
    },
    () => joined.current && onJoined(joined.current),
  );

  return (
    <section className="seller-workspace__sign-in" aria-labelledby="seller-invitation-title" aria-busy={!preview && !failure}>
      <h2 id="seller-invitation-title">{t('invitation.title')}</h2>
      {failure && <p role="alert">{failure}</p>}
      {!preview && !failure && <p aria-busy="true">{t('invitation.checking')}</p>}
      {preview && (
        <>
          <p>{t('invitation.about', { shop: preview.shop_name, phone: `+${preview.phone}` })}</p>
          <form ref={f.form} className="seller-workspace__form" noValidate onSubmit={f.submit}>
            {/* The phone, for the browser's password manager to keep with the new password. */}
            <input type="hidden" name="username" autoComplete="username" value={`+${preview.phone}`} readOnly />
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
