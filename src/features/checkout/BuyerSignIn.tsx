import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/auth';
import { loginRules, type LoginValues } from '../../domain/account-rules';
import { paths } from '../../domain/paths';
import { trackLogin } from '../../lib/analytics/events';
import { guestLists, signedIn } from '../../stores/customer';
import { AppLink } from '../../ui/AppLink';
import { Field } from '../../ui/form/form';
import { PhoneField } from '../../ui/form/PhoneField';
import { useCheckedForm } from '../../ui/form/checked-form';
import { openCheckout } from './store';

/**
 * docs/product-rules.md#checkout: a regular buyer signs in from the buyer step with phone and password instead of
 * proving the phone by SMS. The sign-in sends the guest's cart, so the account's cart holds it; the checkout then
 * opens again as the customer, keeping what was chosen for each order.
 */
export function BuyerSignIn({ phone }: { phone: string }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const send = async ({ phone, password }: LoginValues) => {
    await signedIn(await login(phone, password, guestLists()));
    trackLogin();
    await openCheckout();
  };
  const f = useCheckedForm(loginRules, { phone, password: '' }, send, () => setOpen(false));

  if (!open)
    return (
      <p className="checkout-note">
        {t('signIn.regular')}{' '}
        <button type="button" className="checkout-link" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('signIn.open')}
        </button>
      </p>
    );
  return (
    <form ref={f.form} className="checkout-sign-in" noValidate onSubmit={f.submit} aria-label={t('signIn.title')}>
      <p className="checkout-note">{t('signIn.intro')}</p>
      <div className="checkout-grid">
        <PhoneField label={t('signIn.phone')} form={f} />
        <Field label={t('signIn.password')} error={f.errors.password}>
          {(control) => <input {...control} {...f.text('password')} type="password" autoComplete="current-password" />}
        </Field>
      </div>
      <div className="checkout-sign-in__actions">
        <button className="button" type="submit" disabled={f.sending}>
          {t('signIn.submit')}
        </button>
        <button type="button" className="checkout-link" onClick={() => setOpen(false)}>
          {t('signIn.cancel')}
        </button>
        <AppLink className="checkout-link" href={paths.forgotPassword()}>
          {t('signIn.forgot')}
        </AppLink>
      </div>
    </form>
  );
}
