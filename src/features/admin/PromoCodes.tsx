import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPromoCodes,
  createPromoCode,
  deletePromoCode,
  endPromoCode,
  pausePromoCode,
  resumePromoCode,
  updatePromoCode,
  type AdminPromoCode,
  type NewPromoCode,
} from '../../api/admin-promotions';
import { shopToday } from '../../domain/calendar-day';
import { checkNewPromoCode } from '../../domain/promo-code-rules';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';
import {
  CHECKED,
  checkbox,
  DeleteButton,
  OPERATOR_FORM,
  OperatorForm,
  OperatorList,
  problemRules,
  useOperatorSection,
  type ProblemText,
} from './operator-form';

export const PROMO_CODES_KEY = 'operator:promo-codes';

/** docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: every code with its use, paused and resumed here. */
export function PromoCodes() {
  const { t } = useTranslation('admin-promotions');
  const section = useOperatorSection({ key: PROMO_CODES_KEY, load: adminPromoCodes });
  const { data: codes, act, open, close, done } = section;
  return (
    <OperatorList
      id="admin-promo-codes"
      title={t('codesTitle')}
      newLabel={t('newCode')}
      section={section}
      emptyText={t('codesEmpty')}
      newForm={
        <CodeForm
          label={t('newCode')}
          submitLabel={t('createCode')}
          initial={emptyValues()}
          send={createPromoCode}
          onDone={(code) => done(t('codeCreated', { code }))}
          onCancel={close}
        />
      }
    >
      {codes?.map((code) =>
        section.editing === code.id ? (
          <li key={code.id} className="admin__request">
            <CodeForm
              label={t('editWhat', { what: code.code })}
              submitLabel={t('save')}
              initial={valuesOf(code)}
              send={(body) => updatePromoCode(code.id, body)}
              onDone={(text) => done(t('codeSaved', { code: text }))}
              onCancel={close}
            />
          </li>
        ) : (
          <CodeCard key={code.id} code={code} act={act} onEdit={() => open(code.id)} onSaid={section.setSaid} />
        ),
      )}
    </OperatorList>
  );
}

function CodeCard({
  code,
  act,
  onEdit,
  onSaid,
}: {
  code: AdminPromoCode;
  act: (step: () => Promise<unknown>) => Promise<void>;
  onEdit: () => void;
  onSaid: (text: string) => void;
}) {
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
        <button type="button" className="button button--ghost" aria-label={t('editWhat', { what: code.code })} onClick={onEdit}>
          {t('edit')}
        </button>
        {code.state !== 'expired' && (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('endWhat', { what: code.code })}
            onClick={() => act(() => endPromoCode(code.id))}
          >
            {t('endCode')}
          </button>
        )}
        <DeleteButton
          what={code.code}
          onDelete={() =>
            act(async () => {
              await deletePromoCode(code.id);
              onSaid(t('codeDeleted', { code: code.code }));
            })
          }
        />
      </div>
    </li>
  );
}
type Values = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_total: string;
  single_use: string;
  usage_limit: string;
  per_phone_limit: string;
  phone: string;
  starts_on: string;
  ends_on: string;
};

const emptyValues = (): Values => ({
  code: '',
  kind: 'percent',
  value: '',
  min_total: '0',
  single_use: '',
  usage_limit: '0',
  per_phone_limit: '0',
  phone: '',
  starts_on: shopToday(),
  ends_on: '',
});

/** A code as its edit form starts; one that works since it was made starts from today. */
const valuesOf = (code: AdminPromoCode): Values => ({
  code: code.code,
  kind: code.discount_percent !== null ? 'percent' : 'fixed',
  value: String(code.discount_percent ?? code.discount ?? ''),
  min_total: String(code.min_total),
  single_use: code.usage_limit === 1 ? CHECKED : '',
  usage_limit: String(code.usage_limit),
  per_phone_limit: String(code.per_phone_limit),
  phone: code.phone ? `+${code.phone}` : '',
  starts_on: code.starts_on ?? shopToday(),
  ends_on: code.ends_on,
});

/** Numbers as typed; the server says what is wrong with them, in the operator's language. */
const typed = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(',', '.')));

function bodyOf(values: Values): NewPromoCode {
  return {
    code: values.code,
    kind: values.kind,
    value: typed(values.value),
    min_total: typed(values.min_total),
    usage_limit: values.single_use === CHECKED ? 1 : Math.max(0, Math.trunc(typed(values.usage_limit))),
    per_phone_limit: Math.max(0, Math.trunc(typed(values.per_phone_limit))),
    ...(values.phone.trim() && { phone: values.phone.trim() }),
    starts_on: values.starts_on,
    ends_on: values.ends_on,
  };
}

const codeRules = (t: ProblemText) =>
  problemRules<Values>(
    ['code', 'kind', 'value', 'min_total', 'single_use', 'usage_limit', 'per_phone_limit', 'phone', 'starts_on', 'ends_on'],
    (values) => checkNewPromoCode(bodyOf(values), shopToday()).problems,

    t,
  );

/** A new code's form or a code's edit form: the same fields, checked by the server's own rules. */
function CodeForm({
  label,
  submitLabel,
  initial,
  send,
  onDone,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial: Values;
  send: (body: NewPromoCode) => Promise<AdminPromoCode>;
  onDone: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-promotions');
  const sent = useRef('');
  const f = useCheckedForm(
    codeRules(t),
    initial,
    async (values) => {
      sent.current = (await send(bodyOf(values))).code;
    },
    () => void onDone(sent.current),
    OPERATOR_FORM,
  );
  return (
    <OperatorForm form={f} label={label} submitLabel={submitLabel} onCancel={onCancel}>
      <Field label={t('code')} error={f.errors.code}>
        {(control) => <input {...control} {...f.text('code')} required maxLength={8} autoCapitalize="characters" autoComplete="off" />}
      </Field>
      <fieldset className="admin__choice">
        <legend>{t('kind')}</legend>
        {(['percent', 'fixed'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" {...f.choice('kind')} value={kind} checked={f.values.kind === kind} />
            {t(kind === 'percent' ? 'kindPercent' : 'kindFixed')}
          </label>
        ))}
      </fieldset>
      <Field label={t('value')} error={f.errors.value}>
        {(control) => <input {...control} {...f.text('value')} required inputMode="numeric" />}
      </Field>
      <Field label={t('minTotal')} error={f.errors.min_total}>
        {(control) => <input {...control} {...f.text('min_total')} inputMode="numeric" />}
      </Field>
      <label className="admin__check">
        <input type="checkbox" {...checkbox(f, 'single_use')} />
        {t('singleUse')}
      </label>
      {f.values.single_use !== CHECKED && (
        <Field label={t('usageLimit')} error={f.errors.usage_limit}>
          {(control) => <input {...control} {...f.text('usage_limit')} inputMode="numeric" />}
        </Field>
      )}
      <Field label={t('perPhoneLimit')} error={f.errors.per_phone_limit}>
        {(control) => <input {...control} {...f.text('per_phone_limit')} inputMode="numeric" />}
      </Field>
      <Field label={t('phone')} error={f.errors.phone}>
        {(control) => <input {...control} {...f.text('phone')} type="tel" inputMode="tel" placeholder="+380" />}
      </Field>
      <Field label={t('startsOn')} error={f.errors.starts_on}>
        {(control) => <input {...control} {...f.text('starts_on')} type="date" required />}
      </Field>
      <Field label={t('endsOn')} error={f.errors.ends_on}>
        {(control) => <input {...control} {...f.text('ends_on')} type="date" required />}
      </Field>
    </OperatorForm>
  );
}
