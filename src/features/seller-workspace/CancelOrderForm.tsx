import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { moveOrder, type BoardOrder } from '../../api/seller-orders';
import type { FormRules } from '../../domain/form-rules';
import { CANCEL_NOTE_MAX, CANCEL_REASONS, type CancelReason } from '../../domain/order-status';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';

type CancelValues = { cancel_reason: string; cancel_note: string };

/** The server's checks (server/services/seller/seller-orders.ts), so the seller hears them before sending. */
const cancelRules = (t: TFunction<'seller-workspace'>): FormRules<CancelValues> => ({
  cancel_reason: (value) => (CANCEL_REASONS.includes(value as CancelReason) ? null : t('orders.cancel.reasonRequired')),
  cancel_note: (value, values) => (values.cancel_reason === 'other' && !value.trim() ? t('orders.cancel.noteRequired') : null),
});

/**
 * docs/product-rules.md#seller-orders: cancelling asks why, from the fixed list the buyer is told in their language;
 * "other" takes the seller's own words. Any reason may carry a note for the buyer.
 */
export function CancelOrderForm({ order, onCancelled, onBack }: { order: BoardOrder; onCancelled: () => void; onBack: () => void }) {
  const { t } = useTranslation('seller-workspace');
  const id = useId();
  const f = useCheckedForm(
    cancelRules(t),
    { cancel_reason: '', cancel_note: '' },
    (v) =>
      moveOrder(order.id, {
        status: 'cancelled',
        cancel_reason: v.cancel_reason as CancelReason,
        ...(v.cancel_note.trim() ? { cancel_note: v.cancel_note.trim() } : {}),
      }),
    onCancelled,
  );
  const reason = f.choice('cancel_reason');
  return (
    <form ref={f.form} className="seller-order__cancel" noValidate onSubmit={f.submit}>
      <fieldset
        className={`field ${f.errors.cancel_reason ? 'field--invalid' : ''}`}
        aria-describedby={f.errors.cancel_reason ? `${id}-reason-error` : undefined}
      >
        <legend className="field__label">{t('orders.cancel.reason')}</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value} className="seller-order__reason">
            <input
              type="radio"
              name={`${id}-${reason.name}`}
              value={value}
              checked={reason.value === value}
              aria-invalid={Boolean(f.errors.cancel_reason) || undefined}
              onChange={reason.onChange}
            />
            {t(`orders.cancel.reasons.${value}`)}
          </label>
        ))}
        {f.errors.cancel_reason && (
          <p id={`${id}-reason-error`} className="field__error" role="alert">
            {f.errors.cancel_reason}
          </p>
        )}
      </fieldset>
      <Field label={t('orders.cancel.note')} error={f.errors.cancel_note} hint={t('orders.cancel.noteHint')}>
        {(control) => <textarea {...control} {...f.text('cancel_note')} rows={2} maxLength={CANCEL_NOTE_MAX} />}
      </Field>
      <div className="seller-order__cancel-actions">
        <button type="submit" className="button" disabled={f.sending}>
          {t('orders.cancel.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('orders.cancel.back')}
        </button>
      </div>
    </form>
  );
}
