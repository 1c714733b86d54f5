import { useTranslation } from 'react-i18next';
import { emailRules } from '../../../domain/profile-rules';
import { notify } from '../../../stores/notifications';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';
import { saveEmail } from './save';

/** The account's e-mail; another account's address answers 409 under the field. */
export function EmailForm({ email }: { email: string | null }) {
  const { t } = useTranslation('profile');
  const f = useCheckedForm(
    emailRules,
    { email: email ?? '' },
    ({ email: typed }) => saveEmail(typed),
    () => notify({ type: 'success', title: t('emailChanged') }),
    { onQueued: () => undefined },
  );
  return (
    <form ref={f.form} className="profile-form" noValidate onSubmit={f.submit} aria-labelledby="profile-email">
      <h3 id="profile-email">{t('emailTitle')}</h3>
      <Field label={t('email')} error={f.errors.email}>
        {(control) => <input {...control} {...f.text('email')} type="email" inputMode="email" autoComplete="email" />}
      </Field>
      <button className="button" type="submit" disabled={f.sending}>
        {t('saveEmail')}
      </button>
    </form>
  );
}
