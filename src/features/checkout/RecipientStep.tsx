import { useTranslation } from 'react-i18next';
import type { OrderForm } from './model';
import { stepId } from './model';
import { recipientRules, type RecipientValues } from './rules';
import { useStepErrors } from './step-errors';
import { SaveToggle } from './SaveToggle';
import { Step } from './Step';
import { updateOrderForm } from './store';
import { TextField } from './TextField';

/** docs/product-rules.md#checkout "contact data and another recipient": the buyer by default, or someone else for this order. */
export function RecipientStep({ orderId, form }: { orderId: string; form: OrderForm }) {
  const { t } = useTranslation('checkout');
  const { errors, check } = useStepErrors(recipientRules, form.recipient);
  const update = (change: Partial<OrderForm>) => updateOrderForm(orderId, (f) => ({ ...f, ...change }));
  const field = (name: keyof RecipientValues) => ({
    label: t(`recipient.${name}`),
    value: form.recipient[name],
    error: errors[name],
    onChange: (value: string) => updateOrderForm(orderId, (f) => ({ ...f, recipient: { ...f.recipient, [name]: value } })),
    onBlur: () => check(name),
  });
  const r = form.recipient;
  return (
    <Step id={stepId(orderId, 'recipient')} legend={t('recipient.legend')}>
      <div className="checkout-choice" role="radiogroup" aria-label={t('recipient.mode')}>
        {(['buyer', 'other'] as const).map((mode) => (
          <label key={mode} className="checkout-choice__option">
            <input
              type="radio"
              name={`recipient-${orderId}`}
              checked={form.recipientMode === mode}
              onChange={() => update({ recipientMode: mode })}
            />
            {t(mode === 'buyer' ? 'recipient.me' : 'recipient.another')}
          </label>
        ))}
      </div>
      {form.recipientMode === 'other' &&
        (form.recipientFolded ? (
          <div className="checkout-folded">
            <p>
              <span className="checkout-folded__label">{t('recipient.saved')}: </span>
              {[r.surname, r.name, r.patronymic].filter(Boolean).join(' ')}, {r.phone}
            </p>
            <button type="button" className="checkout-link" onClick={() => update({ recipientFolded: false })}>
              {t('recipient.change')}
            </button>
          </div>
        ) : (
          <div className="checkout-grid">
            <TextField {...field('name')} autoComplete="off" />
            <TextField {...field('surname')} autoComplete="off" />
            <TextField {...field('patronymic')} autoComplete="off" />
            <TextField {...field('phone')} type="tel" inputMode="tel" autoComplete="off" placeholder="+380" />
            <SaveToggle label={t('recipient.save')} checked={form.saveContacts} onChange={(saveContacts) => update({ saveContacts })} />
          </div>
        ))}
      <div className="field">
        <label className="field__label" htmlFor={`comment-${orderId}`}>
          {t('recipient.comment')}
        </label>
        <textarea
          id={`comment-${orderId}`}
          rows={2}
          maxLength={1000}
          value={form.comment}
          onChange={(e) => update({ comment: e.target.value })}
        />
      </div>
    </Step>
  );
}
