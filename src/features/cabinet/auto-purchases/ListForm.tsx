import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoPurchaseList, ListFields } from '../../../api/auto-purchases';
import { AUTO_PURCHASE_INTERVAL, AUTO_PURCHASE_NAME_MAX } from '../../../domain/auto-purchase';
import { isCalendarDate, shopToday } from '../../../domain/calendar-day';
import { rules, type FormRules } from '../../../domain/form-rules';
import { validationText } from '../../../domain/validation-texts';
import { i18next } from '../../../lib/i18n';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';

type ListValues = { name: string; interval_days: string; start_date: string };

const { min, max } = AUTO_PURCHASE_INTERVAL;

/** The same checks the API makes; `kept`: the stored start date, which may stay even when it has passed. */
const listRules = (kept: string | null): FormRules<ListValues> => ({
  name: rules('required', ['maxLength', AUTO_PURCHASE_NAME_MAX]),
  interval_days: (value, _values, lang) => {
    if (!value.trim()) return validationText('required', lang);
    const days = Number(value);
    return Number.isInteger(days) && days >= min && days <= max ? null : i18next.t('auto-purchases:intervalRange', { min, max, lng: lang });
  },
  start_date: (value, _values, lang) => {
    if (!value) return validationText('required', lang);
    if (!isCalendarDate(value)) return validationText('invalid', lang);
    return value < shopToday() && value !== kept ? i18next.t('auto-purchases:startInPast', { lng: lang }) : null;
  },
});

interface Props {
  /** the list to change; a new list when left out */
  list?: AutoPurchaseList;
  send: (fields: ListFields) => Promise<unknown>;
  onDone: () => void;
  onCancel?: () => void;
}

/** Name, interval and start date of an auto-purchase list, checked on blur and change (docs/product-rules.md#cabinet). */
export function ListForm({ list, send, onDone, onCancel }: Props) {
  const { t } = useTranslation('auto-purchases');
  const titleId = useId();
  const initial: ListValues = list
    ? { name: list.name, interval_days: String(list.interval_days), start_date: list.start_date }
    : { name: '', interval_days: '30', start_date: shopToday() };
  const f = useCheckedForm(
    listRules(list?.start_date ?? null),
    initial,
    (v) => send({ name: v.name.trim(), interval_days: Number(v.interval_days), start_date: v.start_date }),
    onDone,
  );
  return (
    <form ref={f.form} className="auto-list-form" noValidate onSubmit={f.submit} aria-labelledby={titleId}>
      <h3 id={titleId} className="auto-list-form__title">
        {list ? t('editList', { name: list.name }) : t('newList')}
      </h3>
      <Field label={t('name')} error={f.errors.name}>
        {(control) => <input {...control} {...f.text('name')} maxLength={AUTO_PURCHASE_NAME_MAX} autoComplete="off" />}
      </Field>
      <Field label={t('interval')} error={f.errors.interval_days} hint={t('intervalHint', { min, max })}>
        {(control) => <input {...control} {...f.text('interval_days')} type="number" inputMode="numeric" min={min} max={max} step={1} />}
      </Field>
      <Field label={t('startDate')} error={f.errors.start_date}>
        {(control) => (
          <input
            {...control}
            {...f.text('start_date')}
            type="date"
            min={list?.start_date && list.start_date < shopToday() ? list.start_date : shopToday()}
          />
        )}
      </Field>
      <div className="auto-list-form__actions">
        <button type="submit" className="button" disabled={f.sending} aria-busy={f.sending}>
          {list ? t('save') : t('create')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
