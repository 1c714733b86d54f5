import { useTranslation } from 'react-i18next';
import { changeProposal, proposalChoices, proposeProduct, type ProposalBody, type ProposalDraft } from '../../api/proposals';
import type { FormRules } from '../../domain/form-rules';
import { proposalProblems, wholeNumber, type ProposalField, type ProposalInput } from '../../domain/product-proposal';
import { useResource } from '../../lib/resource';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';

/** The brand select's choice that opens the new brand's name. */
const NEW_BRAND = 'new';

type Values = {
  title_uk: string;
  title_ru: string;
  description_uk: string;
  description_ru: string;
  category_id: string;
  brand_id: string;
  brand_name: string;
  /** the ticked characteristic values, comma-separated, so the whole form is one set of values */
  value_ids: string;
  price: string;
  stock: string;
  vendor_code: string;
};

const EMPTY: Values = {
  title_uk: '',
  title_ru: '',
  description_uk: '',
  description_ru: '',
  category_id: '',
  brand_id: '',
  brand_name: '',
  value_ids: '',
  price: '',
  stock: '',
  vendor_code: '',
};

const ids = (text: string) => (text === '' ? [] : text.split(',').map(Number));

/** The form's text as the rules read it; an unchosen or unreadable field is null, which the rules name. */
function proposalOf(values: Values): ProposalInput {
  const newBrand = values.brand_id === NEW_BRAND || values.brand_id === '';
  return {
    title_uk: values.title_uk,
    title_ru: values.title_ru,
    description_uk: values.description_uk,
    description_ru: values.description_ru,
    category_id: wholeNumber(values.category_id),
    brand_id: newBrand ? null : wholeNumber(values.brand_id),
    brand_name: values.brand_id === NEW_BRAND ? values.brand_name : '',
    value_ids: ids(values.value_ids),
    price: wholeNumber(values.price),
    stock: wholeNumber(values.stock),
    vendor_code: values.vendor_code,
  };
}

/** What the API takes: the offered category's characteristics only, and an unfilled field left out. */
function bodyOf(input: ProposalInput, offered: ReadonlySet<number>): ProposalBody {
  const given = <T,>(value: T | null) => value ?? undefined;
  return {
    ...input,
    category_id: given(input.category_id),
    brand_id: given(input.brand_id),
    price: given(input.price),
    stock: given(input.stock),
    value_ids: input.value_ids.filter((id) => offered.has(id)),
  };
}

/** A waiting proposal's typed fields as the form's text. */
function valuesOf(draft: ProposalDraft): Values {
  return {
    ...draft,
    category_id: String(draft.category_id),
    brand_id: draft.brand_id === null ? NEW_BRAND : String(draft.brand_id),
    value_ids: draft.value_ids.join(','),
    price: String(draft.price),
    stock: String(draft.stock),
  };
}

/** A waiting proposal being changed: its id and what the seller typed. */
export interface ProposalEdit {
  id: number;
  draft: ProposalDraft;
}

interface Props {
  onSent: () => void;
  /** a waiting proposal to change instead of proposing a new one */
  editing?: ProposalEdit;
  onCancel?: () => void;
}

/**
 * "Запропонувати товар" (docs/product-rules.md#proposed-products): both languages' title and description, a
 * category from the catalogue's tree, a brand (or a new name), that category's characteristics, and the offer's
 * price, stock and vendor code. Each field is checked as it is left, by the rules the server applies too; a
 * refused send keeps everything typed, with the server's words under the fields. The same form changes a proposal
 * that waits.
 */
export function ProposalForm({ onSent, editing, onCancel }: Props) {
  const { t, i18n } = useTranslation('proposed-products');
  const check =
    (field: ProposalField): FormRules<Values>[keyof Values] =>
    (_value, values) => {
      const problem = proposalProblems(proposalOf(values))[field === 'brand_id' ? 'brand_name' : field];
      return problem ? t(`errors.${problem}`) : null;
    };
  const rules = Object.fromEntries((Object.keys(EMPTY) as ProposalField[]).map((field) => [field, check(field)])) as FormRules<Values>;
  const f = useCheckedForm(
    rules,
    editing ? valuesOf(editing.draft) : EMPTY,
    (values): Promise<unknown> => {
      const body = bodyOf(proposalOf(values), offered);
      return editing ? changeProposal(editing.id, body) : proposeProduct(body);
    },
    onSent,
  );
  const categoryId = wholeNumber(f.values.category_id) ?? undefined;
  // The lists first; a chosen category's characteristics under a key of their own, so the lists stay while they load.
  const lists = useResource({ key: `proposal-choices:${i18n.language}:`, load: () => proposalChoices() });
  const detail = useResource({
    key: `proposal-choices:${i18n.language}:${categoryId ?? ''}`,
    load: () => proposalChoices(categoryId),
  });
  const attributes = categoryId === undefined ? [] : detail.data?.attributes;
  // Ticks of another category's characteristics stay in the form's text but are neither shown nor sent.
  const offered = new Set((attributes ?? []).flatMap((a) => a.values.map((v) => v.id)));
  const chosen = new Set(ids(f.values.value_ids).filter((id) => offered.has(id)));
  const setValues = f.choice('value_ids').onChange;
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setValues({ target: { value: [...next].join(',') } });
  };

  const text = (name: keyof Values, label: string, input: { inputMode?: 'numeric' } = {}) => (
    <Field label={label} error={f.errors[name]}>
      {(control) => <input {...control} {...f.text(name)} type="text" {...input} required />}
    </Field>
  );
  const area = (name: keyof Values, label: string) => (
    <Field label={label} error={f.errors[name]}>
      {(control) => <textarea {...control} {...f.text(name)} rows={4} required />}
    </Field>
  );
  const data = lists.data;
  return (
    <form ref={f.form} noValidate onSubmit={f.submit} className="seller-proposal-form" aria-labelledby="seller-proposal-title">
      <h2 id="seller-proposal-title" tabIndex={-1}>
        {editing ? t('editTitle') : t('title')}
      </h2>
      {!editing && <p>{t('about')}</p>}
      {text('title_uk', t('titleUk'))}
      {text('title_ru', t('titleRu'))}
      {area('description_uk', t('descriptionUk'))}
      {area('description_ru', t('descriptionRu'))}
      <Field label={t('category')} error={f.errors.category_id}>
        {(control) => (
          <select {...control} {...f.choice('category_id')} required aria-busy={!data}>
            <option value="">{t('chooseCategory')}</option>
            {data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('brand')} error={f.values.brand_id === NEW_BRAND ? undefined : (f.errors.brand_id ?? f.errors.brand_name)}>
        {(control) => (
          <select {...control} {...f.choice('brand_id')} required>
            <option value="">{t('chooseBrand')}</option>
            {data?.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
            <option value={NEW_BRAND}>{t('newBrand')}</option>
          </select>
        )}
      </Field>
      {f.values.brand_id === NEW_BRAND && text('brand_name', t('brandName'))}
      <fieldset className="seller-proposal-form__values" aria-describedby={f.errors.value_ids ? 'seller-proposal-values-error' : undefined}>
        <legend>{t('characteristics')}</legend>
        {categoryId === undefined && <p>{t('noCharacteristics')}</p>}
        {!attributes && <p aria-busy="true">{t('loading')}</p>}
        {attributes?.map((attribute) => (
          <fieldset key={attribute.id} className="seller-proposal-form__attribute">
            <legend>{attribute.name}</legend>
            {attribute.values.map((value) => (
              <label key={value.id} className="seller-proposal-form__value">
                <input type="checkbox" checked={chosen.has(value.id)} onChange={() => toggle(value.id)} />
                {value.name}
              </label>
            ))}
          </fieldset>
        ))}
        {f.errors.value_ids && (
          <p id="seller-proposal-values-error" className="field__error" role="alert">
            {f.errors.value_ids}
          </p>
        )}
      </fieldset>
      <div className="seller-proposal-form__offer">
        {text('price', t('price'), { inputMode: 'numeric' })}
        {text('stock', t('stock'), { inputMode: 'numeric' })}
        {text('vendor_code', t('vendorCode'))}
      </div>
      <div className="seller-proposal-form__actions">
        <button className="button" type="submit" disabled={f.sending} aria-busy={f.sending}>
          {f.sending ? t('sending') : editing ? t('save') : t('send')}
        </button>
        {editing && (
          <button className="button button--ghost" type="button" onClick={onCancel}>
            {t('cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
