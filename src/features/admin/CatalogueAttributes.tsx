import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addValue,
  catalogueAttributes,
  createAttribute,
  hideAttribute,
  hideValue,
  renameAttribute,
  renameValue,
  showAttribute,
  showValue,
  type EditedAttribute,
} from '../../api/admin-catalogue';
import { attributeNameRules, attributeRules, valueRules } from '../../domain/catalogue-rules';
import type { FormRules } from '../../domain/form-rules';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';
import { OPERATOR_FORM, OperatorForm, OperatorList, useOperatorSection } from './operator-form';

type Act = (step: () => Promise<unknown>) => Promise<void>;

/** A short form of text fields, each labelled, sent as one body; the server's refusals are shown by field. */
function TextsForm<F extends string>({
  label,
  fields,
  rules,
  initial,
  submitLabel,
  send,
  onDone,
  onCancel,
}: {
  label: string;
  fields: readonly { name: F; label: string; lang?: 'uk' | 'ru' }[];
  rules: FormRules<Record<F, string>>;
  initial: Record<F, string>;
  submitLabel: string;
  send: (texts: Record<F, string>) => Promise<string>;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const said = useRef('');
  const f = useCheckedForm(
    rules,
    initial,
    async (texts) => {
      said.current = await send(texts);
    },
    () => void onDone(said.current),
    OPERATOR_FORM,
  );
  return (
    <OperatorForm form={f} label={label} submitLabel={submitLabel} onCancel={onCancel}>
      {fields.map((field) => (
        <Field key={field.name} label={field.label} error={f.errors[field.name]}>
          {(control) => <input {...control} {...f.text(field.name)} required maxLength={100} {...(field.lang && { lang: field.lang })} />}
        </Field>
      ))}
    </OperatorForm>
  );
}

/** docs/product-rules.md#catalogue-in-the-back-office: the characteristics and their values; renamed, added, hidden. */
export function CatalogueAttributes() {
  const { t } = useTranslation('admin-catalogue');
  const section = useOperatorSection({ key: 'operator:catalogue-attributes', load: catalogueAttributes });
  const { data: attributes, act, close, done } = section;
  return (
    <OperatorList
      id="admin-attributes"
      className="catalogue"
      title={t('attributesTitle')}
      newLabel={t('newAttribute')}
      section={section}
      emptyText={t('attributesEmpty')}
      newForm={
        <TextsForm
          label={t('newAttribute')}
          fields={[
            { name: 'slug', label: t('attributeSlug') },
            { name: 'name_uk', label: t('nameUk'), lang: 'uk' },
            { name: 'name_ru', label: t('nameRu'), lang: 'ru' },
          ]}
          rules={attributeRules}
          initial={{ slug: '', name_uk: '', name_ru: '' }}
          submitLabel={t('create')}
          send={async (body) => t('attributeCreated', { name: (await createAttribute(body)).name_uk })}
          onDone={done}
          onCancel={close}
        />
      }
    >
      {attributes?.map((attribute) => (
        <AttributeCard key={attribute.id} attribute={attribute} act={act} done={done} />
      ))}
    </OperatorList>
  );
}

function AttributeCard({ attribute, act, done }: { attribute: EditedAttribute; act: Act; done: (message: string) => Promise<void> }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const [opened, setOpened] = useState<'rename' | 'add' | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const name = i18n.language === 'ru' ? attribute.name_ru : attribute.name_uk;
  const closeAnd = async (message: string) => {
    setOpened(null);
    setRenaming(null);
    await done(message);
  };
  return (
    <li className={`admin__request${attribute.hidden ? ' admin__request--paused' : ''}`} aria-label={name}>
      <div className="admin__request-head">
        <strong>{name}</strong>
        <span>{t(attribute.hidden ? 'state.hidden' : 'state.shown')}</span>
      </div>
      <p className="admin__meta">
        {attribute.slug} · {attribute.name_uk} · {attribute.name_ru}
      </p>
      <div className="admin__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={opened === 'rename'}
          onClick={() => setOpened(opened === 'rename' ? null : 'rename')}
        >
          {t('rename')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={opened === 'add'}
          onClick={() => setOpened(opened === 'add' ? null : 'add')}
        >
          {t('addValue')}
        </button>
        {attribute.hidden ? (
          <button type="button" className="button" onClick={() => act(() => showAttribute(attribute.id))}>
            {t('show')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => act(() => hideAttribute(attribute.id))}>
            {t('hide')}
          </button>
        )}
      </div>
      {opened === 'rename' && (
        <TextsForm
          label={t('rename')}
          fields={[
            { name: 'name_uk', label: t('nameUk'), lang: 'uk' },
            { name: 'name_ru', label: t('nameRu'), lang: 'ru' },
          ]}
          rules={attributeNameRules}
          initial={{ name_uk: attribute.name_uk, name_ru: attribute.name_ru }}
          submitLabel={t('save')}
          send={async (body) => {
            await renameAttribute(attribute.id, body);
            return t('saved');
          }}
          onDone={closeAnd}
          onCancel={() => setOpened(null)}
        />
      )}
      {opened === 'add' && (
        <TextsForm
          label={t('addValue')}
          fields={[
            { name: 'value_uk', label: t('valueUk'), lang: 'uk' },
            { name: 'value_ru', label: t('valueRu'), lang: 'ru' },
          ]}
          rules={valueRules}
          initial={{ value_uk: '', value_ru: '' }}
          submitLabel={t('create')}
          send={async (body) => {
            await addValue(attribute.id, body);
            return t('saved');
          }}
          onDone={closeAnd}
          onCancel={() => setOpened(null)}
        />
      )}
      <details>
        <summary>
          {t('values')} ({attribute.values.length})
        </summary>
        {attribute.values.length === 0 && <p>{t('noValues')}</p>}
        <ul className="catalogue__values">
          {attribute.values.map((value) => (
            <ValueRow
              key={value.id}
              value={value}
              attributeName={name}
              act={act}
              renaming={renaming}
              setRenaming={setRenaming}
              closeAnd={closeAnd}
            />
          ))}
        </ul>
      </details>
    </li>
  );
}

type Value = EditedAttribute['values'][number];

/** One value with its own buttons, each named with the value, so a screen reader tells the rows' buttons apart. */
function ValueRow({
  value,
  attributeName,
  act,
  renaming,
  setRenaming,
  closeAnd,
}: {
  value: Value;
  attributeName: string;
  act: Act;
  renaming: number | null;
  setRenaming: (id: number | null) => void;
  closeAnd: (message: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const valueName = i18n.language === 'ru' ? value.value_ru : value.value_uk;
  const named = (action: string) => `${action}: ${attributeName} — ${valueName}`;
  return (
    <li aria-label={valueName}>
      <span>
        {value.value_uk} · {value.value_ru} · {t('products', { count: value.products })}
        {value.hidden && <> · {t('state.hidden')}</>}
      </span>
      <div className="admin__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={named(t('rename'))}
          aria-expanded={renaming === value.id}
          onClick={() => setRenaming(renaming === value.id ? null : value.id)}
        >
          {t('rename')}
        </button>
        {value.hidden ? (
          <button type="button" className="button" aria-label={named(t('show'))} onClick={() => act(() => showValue(value.id))}>
            {t('show')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            aria-label={named(t('hide'))}
            onClick={() => act(() => hideValue(value.id))}
          >
            {t('hide')}
          </button>
        )}
      </div>
      {renaming === value.id && (
        <TextsForm
          label={t('rename')}
          fields={[
            { name: 'value_uk', label: t('valueUk'), lang: 'uk' },
            { name: 'value_ru', label: t('valueRu'), lang: 'ru' },
          ]}
          rules={valueRules}
          initial={{ value_uk: value.value_uk, value_ru: value.value_ru }}
          submitLabel={t('save')}
          send={async (body) => {
            await renameValue(value.id, body);
            return t('saved');
          }}
          onDone={closeAnd}
          onCancel={() => setRenaming(null)}
        />
      )}
    </li>
  );
}
