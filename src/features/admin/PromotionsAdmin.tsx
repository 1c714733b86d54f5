import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminPromoCodes,
  adminPromotions,
  createPromotion,
  promotionChoices,
  type AdminPromotion,
  type NewPromotion,
} from '../../api/admin-promotions';
import { shopToday } from '../../domain/calendar-day';
import { useResource } from '../../lib/resource';
import { AppLink } from '../../ui/AppLink';
import { Field } from '../../ui/form/form';
import { formFailure, type FieldTexts } from './form-failure';
import { PROMO_CODES_KEY } from './PromoCodes';
import { useOperatorList } from './use-operator-list';

/** docs/product-rules.md#promotions-and-promo-codes-in-the-back-office: promotions, scheduled ones too, and a new one. */
export function PromotionsAdmin({ onBannerAdded }: { onBannerAdded: () => void }) {
  const { t } = useTranslation('admin-promotions');
  const { data: promotions, loading, failure, act } = useOperatorList({ key: 'operator:promotions', load: adminPromotions });
  const [created, setCreated] = useState('');
  return (
    <section aria-labelledby="admin-promotions">
      <h2 id="admin-promotions">{t('promotionsTitle')}</h2>
      <NewPromotionForm
        onCreated={async (promotion, withBanner) => {
          setCreated(t('promotionCreated', { title: promotion.title }));
          if (withBanner) onBannerAdded();
          await act(async () => undefined);
        }}
      />
      <p role="status">{created}</p>
      {failure && <p role="alert">{failure}</p>}
      {loading && <p aria-busy="true">{t('loading')}</p>}
      {promotions?.length === 0 && <p>{t('promotionsEmpty')}</p>}
      <ul className="admin__queue">
        {promotions?.map((promotion) => (
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
          </li>
        ))}
      </ul>
    </section>
  );
}

type Texts = Pick<NewPromotion, 'slug' | 'title_uk' | 'title_ru' | 'description_uk' | 'description_ru' | 'terms_uk' | 'terms_ru'>;
type Draft = Texts & {
  starts_on: string;
  ends_on: string;
  category_ids: number[];
  products: string;
  promo_code_id: string;
  home_banner: boolean;
};

const emptyDraft = (): Draft => ({
  slug: '',
  title_uk: '',
  title_ru: '',
  description_uk: '',
  description_ru: '',
  terms_uk: '',
  terms_ru: '',
  starts_on: shopToday(),
  ends_on: '',
  category_ids: [],
  products: '',
  promo_code_id: '',
  home_banner: false,
});

/** Offers' numbers as typed, separated by commas, spaces or new lines; anything else is left for the server to refuse. */
const offerNumbers = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

const TEXT_FIELDS: [keyof Texts, string, 'input' | 'textarea'][] = [
  ['slug', 'slug', 'input'],
  ['title_uk', 'titleUk', 'input'],
  ['title_ru', 'titleRu', 'input'],
  ['description_uk', 'descriptionUk', 'textarea'],
  ['description_ru', 'descriptionRu', 'textarea'],
  ['terms_uk', 'termsUk', 'textarea'],
  ['terms_ru', 'termsRu', 'textarea'],
];

function NewPromotionForm({ onCreated }: { onCreated: (promotion: AdminPromotion, withBanner: boolean) => Promise<void> }) {
  const { t } = useTranslation('admin-promotions');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<FieldTexts>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const choices = useResource({ key: 'operator:promotion-choices', load: promotionChoices }).data;
  const codes = useResource({ key: PROMO_CODES_KEY, load: adminPromoCodes }).data ?? [];
  const text = (name: keyof Draft & string) => ({
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    try {
      const { products, promo_code_id, ...rest } = draft;
      const promotion = await createPromotion({
        ...rest,
        product_ids: offerNumbers(products),
        promo_code_id: promo_code_id ? Number(promo_code_id) : null,
      });
      setErrors({});
      setDraft(emptyDraft());
      setOpen(false);
      await onCreated(promotion, draft.home_banner);
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
          {t('newPromotion')}
        </button>
      </div>
      {open && (
        <form className="admin__form" onSubmit={submit} aria-label={t('newPromotion')} aria-busy={busy}>
          {message && <p role="alert">{message}</p>}
          {TEXT_FIELDS.map(([name, label, kind]) => (
            <Field key={name} label={t(label)} error={errors[name]}>
              {(control) =>
                kind === 'input' ? (
                  <input {...control} {...text(name)} required autoComplete="off" />
                ) : (
                  <textarea {...control} {...text(name)} required />
                )
              }
            </Field>
          ))}
          <Field label={t('startsOn')} error={errors.starts_on}>
            {(control) => <input {...control} {...text('starts_on')} type="date" required />}
          </Field>
          <Field label={t('endsOn')} error={errors.ends_on}>
            {(control) => <input {...control} {...text('ends_on')} type="date" required />}
          </Field>
          <Field label={t('categories')} error={errors.category_ids ?? errors.goods}>
            {(control) => (
              <select
                {...control}
                multiple
                size={8}
                value={draft.category_ids.map(String)}
                onChange={(event) =>
                  setDraft({ ...draft, category_ids: Array.from(event.target.selectedOptions, (option) => Number(option.value)) })
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
          <Field label={t('products')} error={errors.product_ids}>
            {(control) => <input {...control} {...text('products')} inputMode="numeric" autoComplete="off" />}
          </Field>
          <Field label={t('promotionCode')} error={errors.promo_code_id}>
            {(control) => (
              <select {...control} {...text('promo_code_id')}>
                <option value="">{t('noCode')}</option>
                {codes.map((code) => (
                  <option key={code.id} value={code.id}>
                    {code.code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className="admin__check">
            <input
              type="checkbox"
              checked={draft.home_banner}
              onChange={(event) => setDraft({ ...draft, home_banner: event.target.checked })}
            />
            {t('homeBanner')}
          </label>
          <p className="admin__meta">{t('bannerNote')}</p>
          <button type="submit" className="button" disabled={busy}>
            {t('createPromotion')}
          </button>
        </form>
      )}
    </>
  );
}
