import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { checkoutBuyer, updateCheckoutBuyer } from '../../stores/checkout-buyer';
import { BuyerSignIn } from './BuyerSignIn';
import { BUYER_STEP } from './model';
import { PhoneCheck } from './PhoneCheck';
import { buyerRules } from './rules';
import { useStepErrors } from './step-errors';
import { Step } from './Step';
import { isSignedIn } from './store';
import { TextField } from './TextField';

/**
 * docs/product-rules.md#routes-and-screens "a single user step": who buys. A guest proves the phone by an SMS code,
 * or signs in as a regular buyer; a signed-in customer's session proves it.
 */
export function BuyerStep() {
  useSignals();
  const { t } = useTranslation('checkout');
  const buyer = checkoutBuyer.value;
  const signedIn = isSignedIn.value;
  const { errors, check } = useStepErrors(buyerRules, buyer);
  const field = (name: keyof typeof buyer) => ({
    label: t(`buyer.${name}`),
    value: buyer[name],
    error: errors[name],
    onChange: (value: string) => updateCheckoutBuyer({ [name]: value }),
    onBlur: () => check(name),
  });
  return (
    <Step id={BUYER_STEP} legend={t('buyer.legend')}>
      <div className="checkout-grid">
        <TextField {...field('name')} autoComplete="given-name" />
        <TextField {...field('firstName')} autoComplete="family-name" />
        <TextField {...field('phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder="+380" readOnly={signedIn} />
        <TextField {...field('email')} type="email" autoComplete="email" hint={t('buyer.emailHint')} />
      </div>
      {signedIn ? (
        <p className="checkout-note">{t('buyer.signedIn', { name: buyer.name })}</p>
      ) : (
        <>
          <PhoneCheck phone={buyer.phone} onPhoneInvalid={() => check('phone')} />
          <BuyerSignIn phone={buyer.phone} />
        </>
      )}
    </Step>
  );
}
