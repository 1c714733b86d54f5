import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPromoCodes,
  adminPromotions,
  createPromotion,
  deletePromotion,
  promotionChoices,
  promotionForm,
  removePromotionBanner,
  updatePromotion,
  uploadPromotionBanner,
  type AdminPromotion,
  type NewPromotion,
  type PromotionForm as StoredForm,
  type SlidePlace,
} from '../../api/admin-promotions';
import { shopToday } from '../../domain/calendar-day';
import { PRODUCT_PHOTO_MAX_MB, PRODUCT_PHOTO_TYPES, productPhotoProblem } from '../../domain/product-photos';
import { checkNewPromotion } from '../../domain/promo-code-rules';
import { PHOTO_SIGNATURE_BYTES } from '../../domain/review-rules';
import { useResource } from '../../lib/resource';
import { AppLink } from '../../ui/AppLink';
import { Picture } from '../../ui/Picture';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';
import {
  CHECKED,
  checkbox,
  ConfirmButton,
  DeleteButton,
  OPERATOR_FORM,
  OperatorForm,
  OperatorList,
  problemRules,
  useOperatorSection,
  type ProblemText,
} from './operator-form';
import { PROMO_CODES_KEY } from './PromoCodes';

/** docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: promotions, scheduled ones too, made, edited and deleted. */
export function PromotionsAdmin({ onBannersChanged }: { onBannersChanged: () => void }) {
  const { t } = useTranslation('admin-promotions');
  const section = useOperatorSection({ key: 'operator:promotions', load: adminPromotions });
  const { data: promotions, act, open, close } = section;
  const done = (text: string, banners: boolean) => {
    if (banners) onBannersChanged();
    return section.done(text);
  };
  return (
    <OperatorList
      id="admin-promotions"
      title={t('promotionsTitle')}
      newLabel={t('newPromotion')}
      section={section}
      emptyText={t('promotionsEmpty')}
      newForm={
        <PromotionForm
          label={t('newPromotion')}
          submitLabel={t('createPromotion')}
          initial={emptyValues()}
          send={createPromotion}
          onDone={(promotion, withBanner) => done(t('promotionCreated', { title: promotion.title }), withBanner)}
          onCancel={close}
        />
      }
    >
      {promotions?.map((promotion) =>
        section.editing === promotion.id ? (
          <li key={promotion.id} className="admin__request">
            <PromotionEditor
              promotion={promotion}
              onDone={(saved, withBanner) => done(t('promotionSaved', { title: saved.title }), withBanner)}
              onCancel={close}
            />
          </li>
        ) : (
          <li key={promotion.id} className="admin__request" aria-label={promotion.title}>
            <div className="admin__request-head">
              <strong>{promotion.title}</strong>
              <span>{t(`promotionState.${promotion.state}`)}</span>
            </div>
            <p className="admin__meta">
              {t('days', { from: promotion.starts_on, to: promotion.ends_on })}
              {promotion.promo_code && <> · {promotion.promo_code}</>}
            </p>
            <p className="admin__meta">{t('covers', { categories: promotion.categories, products: promotion.products })}</p>
            <AppLink href={promotion.url}>{t('openPage')}</AppLink>
            <BannerPicture
              promotion={promotion}
              onUpload={(file) =>
                act(async () => {
                  await uploadPromotionBanner(promotion.id, file);
                  section.setSaid(t('bannerUploaded', { title: promotion.title }));
                  onBannersChanged();
                })
              }
              onRefused={(text) => act(() => Promise.reject(new Error(text)))}
              onRemove={() =>
                act(async () => {
                  await removePromotionBanner(promotion.id);
                  section.setSaid(t('bannerRemoved', { title: promotion.title }));
                  onBannersChanged();
                })
              }
            />
            <div className="admin__actions">
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('editWhat', { what: promotion.title })}
                onClick={() => open(promotion.id)}
              >
                {t('edit')}
              </button>
              <DeleteButton
                what={promotion.title}
                onDelete={() =>
                  act(async () => {
                    await deletePromotion(promotion.id);
                    section.setSaid(t('promotionDeleted', { title: promotion.title }));
                    onBannersChanged();
                  })
                }
              />
            </div>
          </li>
        ),
      )}
    </OperatorList>
  );
}

/**
 * A promotion's banner as shoppers see it, and the picture to put in its place: JPEG, PNG or WebP, checked here by the
 * rules the server judges it by, then drawn again by the server to fill the banners' frame. An uploaded picture can
 * be taken off, asked first: the banner drawn of the promotion's title and description comes back.
 */
function BannerPicture({
  promotion,
  onUpload,
  onRefused,
  onRemove,
}: {
  promotion: AdminPromotion;
  onUpload: (file: File) => Promise<void>;
  onRefused: (text: string) => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation(['admin-promotions', 'errors']);
  const hint = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = productPhotoProblem(file.size, new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_BYTES).arrayBuffer()));
    await (refused ? onRefused(t(`errors:${refused}`)) : onUpload(file));
  };
  return (
    <div className="admin__banner">
      <Picture image={promotion.banner} sizes="320px" />
      <label className="field">
        <span className="field__label">{t('bannerUpload')}</span>
        <input type="file" accept={PRODUCT_PHOTO_TYPES.join(',')} aria-describedby={hint} onChange={(event) => void choose(event)} />
      </label>
      <p id={hint} className="admin__meta">
        {t('bannerHint', { mb: PRODUCT_PHOTO_MAX_MB })}
      </p>
      {promotion.banner_uploaded && (
        <ConfirmButton
          label={t('bannerRemove')}
          ariaLabel={t('bannerRemoveWhat', { what: promotion.title })}
          question={t('bannerRemoveSure', { what: promotion.title })}
          onConfirm={onRemove}
        />
      )}
    </div>
  );
}

/** A promotion's edit form, once what it holds in both languages is read. */
function PromotionEditor({
  promotion,
  onDone,
  onCancel,
}: {
  promotion: AdminPromotion;
  onDone: (promotion: AdminPromotion, withBanner: boolean) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-promotions');
  const stored = useResource({ key: `operator:promotion:${promotion.id}`, load: () => promotionForm(promotion.id) });
  // The form starts from what it is given once: a copy kept from an earlier edit waits for the fresh answer.
  if (stored.status === 'failed') return <p role="alert">{(stored.error as Error).message}</p>;
  if (stored.status !== 'ready') return <p aria-busy="true">{t('loading')}</p>;
  return (
    <PromotionForm
      label={t('editWhat', { what: promotion.title })}
      submitLabel={t('save')}
      initial={valuesOf(stored.data)}
      send={(body) => updatePromotion(promotion.id, body)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}

const TEXT_FIELDS = [
  ['slug', 'slug', 'input'],
  ['title_uk', 'titleUk', 'input'],
  ['title_ru', 'titleRu', 'input'],
  ['description_uk', 'descriptionUk', 'textarea'],
  ['description_ru', 'descriptionRu', 'textarea'],
  ['terms_uk', 'termsUk', 'textarea'],
  ['terms_ru', 'termsRu', 'textarea'],
] as const;

type TextField = (typeof TEXT_FIELDS)[number][0];
type Values = Pick<NewPromotion, TextField | 'starts_on' | 'ends_on'> & {
  /** the chosen categories' ids, joined by commas */
  category_ids: string;
  /** offers' numbers as typed */
  product_ids: string;
  promo_code_id: string;
  /** CHECKED where a home page's place is to lead to the promotion */
  place_tabs: string;
  place_banner: string;
  place_mini_banner: string;
  place_category: string;
  /** no field of its own: "categories or goods", shown under the categories */
  goods: string;
};

const emptyValues = (): Values => ({
  ...(Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, ''])) as Record<TextField, string>),
  starts_on: shopToday(),
  ends_on: '',
  category_ids: '',
  product_ids: '',
  promo_code_id: '',
  ...placeValues([]),
  goods: '',
});

const valuesOf = ({ id: _id, category_ids, product_ids, promo_code_id, banner_places, ...texts }: StoredForm): Values => ({
  ...texts,
  category_ids: category_ids.join(','),
  product_ids: product_ids.join(', '),
  promo_code_id: promo_code_id === null ? '' : String(promo_code_id),
  ...placeValues(banner_places),
  goods: '',
});

/** The home page's places, as it shows them, and the covered categories' pages: a promotion's banner may lead to it from any. */
const SLIDE_PLACES = ['tabs', 'banner', 'mini_banner', 'category'] as const satisfies readonly SlidePlace[];
const placeField = (place: SlidePlace) => `place_${place}` as const;
const placeValues = (places: readonly SlidePlace[]) =>
  Object.fromEntries(SLIDE_PLACES.map((place) => [placeField(place), places.includes(place) ? CHECKED : ''])) as Pick<
    Values,
    ReturnType<typeof placeField>
  >;
const chosenPlaces = (values: Pick<Values, ReturnType<typeof placeField>>): SlidePlace[] =>
  SLIDE_PLACES.filter((place) => values[placeField(place)] === CHECKED);

/** Numbers in a list, separated by commas, spaces or new lines; anything else is left for the server to refuse. */
const numbers = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

const bodyOf = (values: Values): NewPromotion => {
  const {
    category_ids,
    product_ids,
    promo_code_id,
    place_tabs: _tabs,
    place_banner: _banner,
    place_mini_banner: _mini,
    place_category: _category,
    goods: _goods,
    ...texts
  } = values;
  return {
    ...texts,
    category_ids: numbers(category_ids),
    product_ids: numbers(product_ids),
    promo_code_id: promo_code_id ? Number(promo_code_id) : null,
    banner_places: chosenPlaces(values),
  };
};

const promotionRules = (t: ProblemText) =>
  problemRules<Values>(
    [
      ...TEXT_FIELDS.map(([name]) => name),
      'starts_on',
      'ends_on',
      'category_ids',
      'product_ids',
      'promo_code_id',
      ...SLIDE_PLACES.map(placeField),
      'goods',
    ],
    (values) => {
      const problems = checkNewPromotion(bodyOf(values), shopToday());
      // Choosing a category or typing a good answers "categories or goods": the problem shows where the categories are.
      return { ...problems, category_ids: problems.goods, goods: undefined };
    },

    t,
  );

/** A new promotion's form or a promotion's edit form: the same fields, checked by the server's own rules. */
function PromotionForm({
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
  send: (body: NewPromotion) => Promise<AdminPromotion>;
  onDone: (promotion: AdminPromotion, withBanner: boolean) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-promotions');
  const choices = useResource({ key: 'operator:promotion-choices', load: promotionChoices }).data;
  const codes = useResource({ key: PROMO_CODES_KEY, load: adminPromoCodes }).data ?? [];
  const sent = useRef<{ promotion: AdminPromotion; banners: boolean } | null>(null);
  const f = useCheckedForm(
    promotionRules(t),
    initial,
    async (values) => {
      const promotion = await send(bodyOf(values));
      // A banner added or taken off, or one whose address moved with the promotion: the slides' list asks again.
      sent.current = { promotion, banners: chosenPlaces(values).length + chosenPlaces(initial).length > 0 };
    },
    () => void onDone(sent.current!.promotion, sent.current!.banners),
    OPERATOR_FORM,
  );
  const chosen = f.values.category_ids.split(',').filter(Boolean);
  return (
    <OperatorForm form={f} label={label} submitLabel={submitLabel} onCancel={onCancel}>
      {TEXT_FIELDS.map(([name, text, kind]) => (
        <Field key={name} label={t(text)} error={f.errors[name]}>
          {(control) =>
            kind === 'input' ? (
              <input {...control} {...f.text(name)} required autoComplete="off" />
            ) : (
              <textarea {...control} {...f.text(name)} required />
            )
          }
        </Field>
      ))}
      <Field label={t('startsOn')} error={f.errors.starts_on}>
        {(control) => <input {...control} {...f.text('starts_on')} type="date" required />}
      </Field>
      <Field label={t('endsOn')} error={f.errors.ends_on}>
        {(control) => <input {...control} {...f.text('ends_on')} type="date" required />}
      </Field>
      <Field label={t('categories')} error={f.errors.category_ids ?? f.errors.goods}>
        {(control) => (
          <select
            {...control}
            name="category_ids"
            multiple
            size={8}
            value={chosen}
            onChange={(event) =>
              f.choice('category_ids').onChange({ target: { value: Array.from(event.target.selectedOptions, (o) => o.value).join(',') } })
            }
          >
            {choices?.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {'\u00a0\u00a0'.repeat(category.depth)}
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('products')} error={f.errors.product_ids}>
        {(control) => <input {...control} {...f.text('product_ids')} inputMode="numeric" autoComplete="off" />}
      </Field>
      <Field label={t('promotionCode')} error={f.errors.promo_code_id}>
        {(control) => (
          <select {...control} {...f.choice('promo_code_id')}>
            <option value="">{t('noCode')}</option>
            {codes.map((code) => (
              <option key={code.id} value={code.id}>
                {code.code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="admin__places">
        <legend>{t('homePlaces')}</legend>
        {SLIDE_PLACES.map((place) => (
          <label key={place} className="admin__check">
            <input type="checkbox" {...checkbox(f, placeField(place))} />
            {t(`places.${place}`)}
          </label>
        ))}
      </fieldset>
      <p className="admin__meta">{t('bannerNote')}</p>
    </OperatorForm>
  );
}
