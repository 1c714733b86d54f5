import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_CODE_LENGTHS } from '../../domain/limits';
import { Field } from '../../ui/form/form';
import { Price } from '../../ui/Price';
import { applyPromo, appliedPromo, checkoutData, removePromo } from './store';

/** docs/product-rules.md#checkout "A promo code has 6 or 8 characters"; an applied code inits the checkout again to show its discount. */
export function PromoCode() {
  useSignals();
  const { t } = useTranslation('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const applied = appliedPromo.value;
  const discount = checkoutData.value?.promo?.discount ?? 0;

  const run = async (job: () => Promise<string | null | void>) => {
    setBusy(true);
    try {
      setError((await job()) ?? undefined);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = await applyPromo(code);
      if (!problem) setCode('');
      return problem;
    });
  };

  if (applied)
    return (
      <div className="checkout-promo checkout-promo--applied" role="status">
        <p>
          {t('promo.applied', { code: applied.code })}: −<Price value={discount} />
        </p>
        <button type="button" className="checkout-link" disabled={busy} onClick={() => void run(removePromo)}>
          {t('promo.remove')}
        </button>
      </div>
    );

  return (
    <form className="checkout-promo" noValidate onSubmit={submit}>
      <Field label={t('promo.label')} error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={Math.max(...PROMO_CODE_LENGTHS) + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </Field>
      <button type="submit" className="button button--ghost" disabled={busy || code.trim() === ''}>
        {t('promo.apply')}
      </button>
    </form>
  );
}
