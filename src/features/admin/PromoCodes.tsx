import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPromoCodes,
  createPromoCode,
  pausePromoCode,
  resumePromoCode,
  type AdminPromoCode,
  type NewPromoCode,
} from '../../api/admin-promotions';
import { shopToday } from '../../domain/calendar-day';
import { Field } from '../../ui/form/form';
import { formFailure, type FieldTexts } from './form-failure';
import { useOperatorList } from './use-operator-list';

export const PROMO_CODES_KEY = 'operator:promo-codes';

/** docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: every code with its use, paused and resumed here. */
export function PromoCodes() {
  const { t } = useTranslation('admin-promotions');
  const { data: codes, loading, failure, act } = useOperatorList({ key: PROMO_CODES_KEY, load: adminPromoCodes });
  const [created, setCreated] = useState('');
  return (
    <section aria-labelledby="admin-promo-codes">
      <h2 id="admin-promo-codes">{t('codesTitle')}</h2>
      <NewCodeForm
        onCreated={async (code) => {
          setCreated(t('codeCreated', { code: code.code }));
          await act(async () => undefined);
        }}
      />
      <p role="status">{created}</p>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {codes?.length === 0 && <p>{t('codesEmpty')}</p>}
      <ul className="admin__queue">
        {codes?.map((code) => (
          <CodeCard key={code.id} code={code} act={act} />
        ))}
      </ul>
    </section>
  );
}

function CodeCard({ code, act }: { code: AdminPromoCode; act: (step: () => Promise<unknown>) => Promise<void> }) {
  const { t } = useTranslation('admin-promotions');
  const paused = code.state === 'paused';
  const discount =
    code.discount_percent !== null ? t('percentOff', { value: code.discount_percent }) : t('fixedOff', { value: code.discount });
  const terms = [
    discount,
    code.min_total > 0 && t('fromTotal', { total: code.min_total }),
    code.phone && t('boundTo', { phone: code.phone }),
    code.starts_on ? t('days', { from: code.starts_on, to: code.ends_on }) : t('untilDay', { to: code.ends_on }),
  ].filter(Boolean);
  return (
    <li className={`admin__request${paused ? ' admin__request--paused' : ''}`} aria-label={code.code}>
      <div className="admin__request-head">
        <strong>{code.code}</strong>
        <span>{t(`codeState.${code.state}`)}</span>
      </div>
      <p className="admin__meta">{terms.join(' · ')}</p>
      <p className="admin__meta">
        {code.usage_limit > 0 ? t('usedOfLimit', { used: code.used_count, limit: code.usage_limit }) : t('used', { used: code.used_count })}
        {code.per_phone_limit > 0 && <> · {t('perPhone', { limit: code.per_phone_limit })}</>}
      </p>
      <div className="admin__actions">
        {paused ? (
          <button type="button" className="button" onClick={() => act(() => resumePromoCode(code.id))}>
            {t('resumeCode')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => act(() => pausePromoCode(code.id))}>
            {t('pauseCode')}
          </button>
        )}
      </div>
    </li>
  );
}

type Draft = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_total: string;
  single_use: boolean;
  usage_limit: string;
  per_phone_limit: string;
  phone: string;
  starts_on: string;
  ends_on: string;
};

const emptyDraft = (): Draft => ({
  code: '',
  kind: 'percent',
  value: '',
  min_total: '0',
  single_use: false,
  usage_limit: '0',
  per_phone_limit: '0',
  phone: '',
  starts_on: shopToday(),
  ends_on: '',
});

/** Numbers as typed; the server says what is wrong with them, in the operator's language. */
const typed = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

function bodyOf(draft: Draft): NewPromoCode {
  return {
    code: draft.code,
    kind: draft.kind,
    value: typed(draft.value),
    min_total: typed(draft.min_total),
    usage_limit: draft.single_use ? 1 : Math.max(0, Math.trunc(typed(draft.usage_limit))),
    per_phone_limit: Math.max(0, Math.trunc(typed(draft.per_phone_limit))),
    ...(draft.phone.trim() && { phone: draft.phone.trim() }),
    starts_on: draft.starts_on,
    ends_on: draft.ends_on,
  };
}

function NewCodeForm({ onCreated }: { onCreated: (code: AdminPromoCode) => Promise<void> }) {
  const { t } = useTranslation('admin-promotions');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<FieldTexts>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const text = (name: 'code' | 'value' | 'min_total' | 'usage_limit' | 'per_phone_limit' | 'phone' | 'starts_on' | 'ends_on') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const code = await createPromoCode(bodyOf(draft));
      setErrors({});
      setDraft(emptyDraft());
      setOpen(false);
      await onCreated(code);
    } catch (error) {
      const failure = formFailure(error);
      setErrors(failure.fields);
      setMessage(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="admin__actions">
        <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('newCode')}
        </button>
      </div>
      {open && (
        <form className="admin__form" onSubmit={submit} aria-label={t('newCode')} aria-busy={busy}>
          {message && <p role="alert">{message}</p>}
          <Field label={t('code')} error={errors.code}>
            {(control) => <input {...control} {...text('code')} required maxLength={8} autoCapitalize="characters" autoComplete="off" />}
          </Field>
          <fieldset className="admin__choice">
            <legend>{t('kind')}</legend>
            {(['percent', 'fixed'] as const).map((kind) => (
              <label key={kind}>
                <input type="radio" name="kind" checked={draft.kind === kind} onChange={() => setDraft({ ...draft, kind })} />
                {t(kind === 'percent' ? 'kindPercent' : 'kindFixed')}
              </label>
            ))}
          </fieldset>
          <Field label={t('value')} error={errors.value}>
            {(control) => <input {...control} {...text('value')} required inputMode="numeric" />}
          </Field>
          <Field label={t('minTotal')} error={errors.min_total}>
            {(control) => <input {...control} {...text('min_total')} inputMode="numeric" />}
          </Field>
          <label className="admin__check">
            <input
              type="checkbox"
              checked={draft.single_use}
              onChange={(event) => setDraft({ ...draft, single_use: event.target.checked })}
            />
            {t('singleUse')}
          </label>
          {!draft.single_use && (
            <Field label={t('usageLimit')} error={errors.usage_limit}>
              {(control) => <input {...control} {...text('usage_limit')} inputMode="numeric" />}
            </Field>
          )}
          <Field label={t('perPhoneLimit')} error={errors.per_phone_limit}>
            {(control) => <input {...control} {...text('per_phone_limit')} inputMode="numeric" />}
          </Field>
          <Field label={t('phone')} error={errors.phone}>
            {(control) => <input {...control} {...text('phone')} type="tel" inputMode="tel" placeholder="+380" />}
          </Field>
          <Field label={t('startsOn')} error={errors.starts_on}>
            {(control) => <input {...control} {...text('starts_on')} type="date" required />}
          </Field>
          <Field label={t('endsOn')} error={errors.ends_on}>
            {(control) => <input {...control} {...text('ends_on')} type="date" required />}
          </Field>
          <button type="submit" className="button" disabled={busy}>
            {t('createCode')}
          </button>
        </form>
      )}
    </>
  );
}
