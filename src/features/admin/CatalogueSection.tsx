import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogueBrands,
  catalogueCategories,
  createBrand,
  createCategory,
  hideBrand,
  hideCategory,
  moveCategory,
  showBrand,
  showCategory,
  updateBrand,
  updateCategory,
  type EditedBrand,
  type EditedCategory,
} from '../../api/admin-catalogue';
import { brandRules, categoryRules, type BrandValues } from '../../domain/catalogue-rules';
import { AppLink } from '../../ui/AppLink';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';
import { CatalogueAttributes } from './CatalogueAttributes';
import { OPERATOR_FORM, OperatorForm, OperatorList, useOperatorSection } from './operator-form';
import './admin-catalogue.css';

type Act = (step: () => Promise<unknown>) => Promise<void>;

/** docs/product-rules.md#catalogue-in-the-back-office: the category tree, the brands, then the characteristics. */
export function CatalogueSection() {
  return (
    <>
      <CategoryTree />
      <Brands />
      <CatalogueAttributes />
    </>
  );
}

/** A name in the operator's language. */
function useNameOf() {
  const { i18n } = useTranslation();
  return (c: { name_uk: string; name_ru: string }) => (i18n.language === 'ru' ? c.name_ru : c.name_uk);
}

/** A category and everything below it: what it cannot be moved under. */
function subtree(categories: readonly EditedCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  // Rows come in the menu's order, not parents first: go round until nothing more joins.
  let grown = true;
  while (grown) {
    grown = false;
    for (const c of categories)
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grown = true;
      }
  }
  return ids;
}

function CategoryTree() {
  const { t } = useTranslation('admin-catalogue');
  const section = useOperatorSection({ key: 'operator:catalogue-categories', load: catalogueCategories });
  const { data: categories, act, close, done } = section;
  return (
    <OperatorList
      id="admin-categories"
      className="catalogue"
      ownList
      title={t('categoriesTitle')}
      newLabel={t('newRootCategory')}
      section={section}
      emptyText={t('categoriesEmpty')}
      newForm={<CategoryForm parentId={null} label={t('newRootCategory')} onDone={done} onCancel={close} />}
    >
      {categories && <Branch categories={categories} parentId={null} act={act} done={done} />}
    </OperatorList>
  );
}

function Branch({
  categories,
  parentId,
  act,
  done,
}: {
  categories: readonly EditedCategory[];
  parentId: number | null;
  act: Act;
  done: (message: string) => Promise<void>;
}) {
  const children = categories.filter((c) => c.parent_id === parentId);
  if (children.length === 0) return null;
  return (
    <ul className={parentId === null ? 'catalogue__tree' : 'catalogue__branch'}>
      {children.map((category) => (
        <li key={category.id}>
          <CategoryNode category={category} categories={categories} act={act} done={done} />
          <Branch categories={categories} parentId={category.id} act={act} done={done} />
        </li>
      ))}
    </ul>
  );
}

type Opened = 'edit' | 'add' | 'move' | null;

function CategoryNode({
  category,
  categories,
  act,
  done,
}: {
  category: EditedCategory;
  categories: readonly EditedCategory[];
  act: Act;
  done: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin-catalogue');
  const nameOf = useNameOf();
  const [opened, setOpened] = useState<Opened>(null);
  const toggle = (what: Opened) => setOpened(opened === what ? null : what);
  const closeAnd = async (message: string) => {
    setOpened(null);
    await done(message);
  };
  const name = nameOf(category);
  const state = category.hidden ? 'hidden' : category.listed ? 'shown' : 'hiddenAbove';
  return (
    <div role="group" aria-label={name} className={`catalogue__node${category.listed ? '' : ' catalogue__node--hidden'}`}>
      <div className="admin__request-head">
        <strong>{name}</strong>
        <span>{t(`state.${state}`)}</span>
      </div>
      <p className="admin__meta">
        {category.name_uk} · {category.name_ru} · {t('products', { count: category.products })}
        {category.listed && (
          <>
            {' · '}
            <AppLink href={category.url}>{t('open')}</AppLink>
          </>
        )}
      </p>
      <div className="admin__actions">
        <button type="button" className="button button--ghost" aria-expanded={opened === 'edit'} onClick={() => toggle('edit')}>
          {t('edit')}
        </button>
        <button type="button" className="button button--ghost" aria-expanded={opened === 'add'} onClick={() => toggle('add')}>
          {t('addSubcategory')}
        </button>
        <button type="button" className="button button--ghost" aria-expanded={opened === 'move'} onClick={() => toggle('move')}>
          {t('move')}
        </button>
        {category.hidden ? (
          <button type="button" className="button" onClick={() => act(() => showCategory(category.id))}>
            {t('show')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => act(() => hideCategory(category.id))}>
            {t('hide')}
          </button>
        )}
      </div>
      {opened === 'edit' && <CategoryForm category={category} label={t('edit')} onDone={closeAnd} onCancel={() => setOpened(null)} />}
      {opened === 'add' && (
        <CategoryForm parentId={category.id} label={t('addSubcategory')} onDone={closeAnd} onCancel={() => setOpened(null)} />
      )}
      {opened === 'move' && <MoveForm category={category} categories={categories} onDone={closeAnd} onCancel={() => setOpened(null)} />}
    </div>
  );
}

/** A new category under `parentId`, or the texts of `category`: names and SEO texts in both languages. */
function CategoryForm({
  category,
  parentId,
  label,
  onDone,
  onCancel,
}: {
  category?: EditedCategory;
  parentId?: number | null;
  label: string;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const nameOf = useNameOf();
  const said = useRef('');
  const f = useCheckedForm(
    categoryRules,
    {
      name_uk: category?.name_uk ?? '',
      name_ru: category?.name_ru ?? '',
      description_uk: category?.description_uk ?? '',
      description_ru: category?.description_ru ?? '',
    },
    async (texts) => {
      const saved = category ? await updateCategory(category.id, texts) : await createCategory({ parent_id: parentId ?? null, ...texts });
      said.current = category ? t('saved') : t('created', { name: nameOf(saved) });
    },
    () => void onDone(said.current),
    OPERATOR_FORM,
  );
  return (
    <OperatorForm form={f} label={label} submitLabel={category ? t('save') : t('create')} onCancel={onCancel}>
      <Field label={t('nameUk')} error={f.errors.name_uk}>
        {(control) => <input {...control} {...f.text('name_uk')} required maxLength={100} lang="uk" />}
      </Field>
      <Field label={t('nameRu')} error={f.errors.name_ru}>
        {(control) => <input {...control} {...f.text('name_ru')} required maxLength={100} lang="ru" />}
      </Field>
      <Field label={t('seoUk')} error={f.errors.description_uk}>
        {(control) => <textarea {...control} {...f.text('description_uk')} maxLength={5000} lang="uk" />}
      </Field>
      <Field label={t('seoRu')} error={f.errors.description_ru}>
        {(control) => <textarea {...control} {...f.text('description_ru')} maxLength={5000} lang="ru" />}
      </Field>
    </OperatorForm>
  );
}

/** A new parent for a category: the top level or any category not below it (the server refuses a loop all the same). */
function MoveForm({
  category,
  categories,
  onDone,
  onCancel,
}: {
  category: EditedCategory;
  categories: readonly EditedCategory[];
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const nameOf = useNameOf();
  const f = useCheckedForm(
    // Any place offered is allowed; the server refuses a loop all the same.
    { parent_id: () => null },
    { parent_id: category.parent_id === null ? '' : String(category.parent_id) },
    ({ parent_id }) => moveCategory(category.id, parent_id === '' ? null : Number(parent_id)),
    () => void onDone(t('saved')),
    OPERATOR_FORM,
  );
  const below = subtree(categories, category.id);
  const byId = new Map(categories.map((c) => [c.id, c]));
  /** A category with the names above it, so two "Олії" in different branches read apart. */
  const pathOf = (c: EditedCategory): string => {
    const names = [nameOf(c)];
    for (let p = c.parent_id === null ? undefined : byId.get(c.parent_id); p; p = p.parent_id === null ? undefined : byId.get(p.parent_id))
      names.unshift(nameOf(p));
    return names.join(' › ');
  };
  return (
    <OperatorForm form={f} label={t('confirmMove')} submitLabel={t('confirmMove')} onCancel={onCancel}>
      <Field label={t('moveTo')} error={f.errors.parent_id}>
        {(control) => (
          <select {...control} {...f.choice('parent_id')}>
            <option value="">{t('topLevel')}</option>
            {categories
              .filter((c) => !below.has(c.id))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {pathOf(c)}
                </option>
              ))}
          </select>
        )}
      </Field>
    </OperatorForm>
  );
}

function Brands() {
  const { t } = useTranslation('admin-catalogue');
  const section = useOperatorSection({ key: 'operator:catalogue-brands', load: catalogueBrands });
  const { data: brands, act, close, done } = section;
  return (
    <OperatorList
      id="admin-brands"
      className="catalogue"
      title={t('brandsTitle')}
      newLabel={t('newBrand')}
      section={section}
      emptyText={t('brandsEmpty')}
      newForm={<BrandForm label={t('newBrand')} onDone={done} onCancel={close} />}
    >
      {brands?.map((brand) => (
        <BrandCard key={brand.id} brand={brand} act={act} onSaved={done} />
      ))}
    </OperatorList>
  );
}

function BrandCard({ brand, act, onSaved }: { brand: EditedBrand; act: Act; onSaved: (message: string) => Promise<void> }) {
  const { t } = useTranslation('admin-catalogue');
  const [editing, setEditing] = useState(false);
  return (
    <li className={`admin__request${brand.hidden ? ' admin__request--paused' : ''}`} aria-label={brand.name}>
      <div className="admin__request-head">
        <strong>{brand.name}</strong>
        <span>{t(brand.hidden ? 'state.hidden' : 'state.shown')}</span>
      </div>
      <p className="admin__meta">
        {brand.slug} · {t('products', { count: brand.products })}
      </p>
      <div className="admin__actions">
        <button type="button" className="button button--ghost" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {t('edit')}
        </button>
        {brand.hidden ? (
          <button type="button" className="button" onClick={() => act(() => showBrand(brand.id))}>
            {t('show')}
          </button>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => act(() => hideBrand(brand.id))}>
            {t('hide')}
          </button>
        )}
      </div>
      {editing && (
        <BrandForm
          brand={brand}
          label={t('edit')}
          onDone={async (message) => {
            setEditing(false);
            await onSaved(message);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </li>
  );
}

function BrandForm({
  brand,
  label,
  onDone,
  onCancel,
}: {
  brand?: EditedBrand;
  label: string;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const said = useRef('');
  const initial: BrandValues = {
    name: brand?.name ?? '',
    slug: brand?.slug ?? '',
    country_uk: brand?.country_uk ?? '',
    country_ru: brand?.country_ru ?? '',
    description_uk: brand?.description_uk ?? '',
    description_ru: brand?.description_ru ?? '',
  };
  const f = useCheckedForm(
    brandRules,
    initial,
    async (texts) => {
      const saved = brand ? await updateBrand(brand.id, texts) : await createBrand(texts);
      said.current = brand ? t('saved') : t('brandCreated', { name: saved.name });
    },
    () => void onDone(said.current),
    OPERATOR_FORM,
  );
  return (
    <OperatorForm form={f} label={label} submitLabel={brand ? t('save') : t('create')} onCancel={onCancel}>
      <Field label={t('brandName')} error={f.errors.name}>
        {(control) => <input {...control} {...f.text('name')} required maxLength={100} />}
      </Field>
      <Field label={t('brandSlug')} error={f.errors.slug}>
        {(control) => <input {...control} {...f.text('slug')} required maxLength={100} autoCapitalize="none" autoComplete="off" />}
      </Field>
      <Field label={t('countryUk')} error={f.errors.country_uk}>
        {(control) => <input {...control} {...f.text('country_uk')} maxLength={100} lang="uk" />}
      </Field>
      <Field label={t('countryRu')} error={f.errors.country_ru}>
        {(control) => <input {...control} {...f.text('country_ru')} maxLength={100} lang="ru" />}
      </Field>
      <Field label={t('descriptionUk')} error={f.errors.description_uk}>
        {(control) => <textarea {...control} {...f.text('description_uk')} maxLength={5000} lang="uk" />}
      </Field>
      <Field label={t('descriptionRu')} error={f.errors.description_ru}>
        {(control) => <textarea {...control} {...f.text('description_ru')} maxLength={5000} lang="ru" />}
      </Field>
    </OperatorForm>
  );
}
