import { Type } from 'typebox';
import { Id, Image, Nullable, SAFE_NUMBER } from './common';
import { PRODUCT_PHOTO_MAX_MB } from '../../src/domain/product-photos';

/** The back office's promo codes, promotions and home banners (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office). */

const KyivDay = (description: string) => Type.String({ maxLength: 10, description: `${description}, a Kyiv day YYYY-MM-DD` });
const Count = (description: string) => Type.Integer({ minimum: 0, maximum: 1_000_000, description });

export const PromoCodeState = Type.Union(
  [Type.Literal('active'), Type.Literal('scheduled'), Type.Literal('paused'), Type.Literal('used_up'), Type.Literal('expired')],
  { description: 'what a shopper typing it now would find' },
);

export const AdminPromoCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  discount_percent: Nullable(Type.Integer()),
  discount: Nullable(Type.Integer({ description: 'whole UAH off the goods' })),
  min_total: Type.Integer({ description: 'whole UAH the goods must reach; 0: any order' }),
  phone: Nullable(Type.String({ description: 'the only account that may use it, 380XXXXXXXXX' })),
  starts_on: Nullable(Type.String({ description: 'first Kyiv day it works; null: since it was made' })),
  ends_on: Type.String({ description: 'last Kyiv day it works' }),
  usage_limit: Count('checkouts it may be used in; 0: no limit, 1: single use'),
  per_phone_limit: Count('checkouts one buyer’s phone may use it in; 0: no limit'),
  used_count: Type.Integer({ description: 'checkouts it was used in' }),
  state: PromoCodeState,
});

export const AdminPromoCodesAnswer = Type.Object({ data: Type.Array(AdminPromoCode) });

export const NewPromoCodeBody = Type.Object(
  {
    code: Type.String({ maxLength: 32, description: '6 or 8 Latin letters and digits; kept in upper case' }),
    kind: Type.Union([Type.Literal('percent'), Type.Literal('fixed')]),
    value: Type.Number({ ...SAFE_NUMBER, description: 'percent: 1–99; fixed: whole UAH' }),
    min_total: Type.Optional(Type.Number({ ...SAFE_NUMBER, description: 'whole UAH; 0 or absent: any order' })),
    usage_limit: Type.Optional(Count('0 or absent: no limit; 1: single use')),
    per_phone_limit: Type.Optional(Count('0 or absent: no limit')),
    phone: Type.Optional(Type.String({ maxLength: 32, description: 'binds the code to the account of this Ukrainian mobile number' })),
    starts_on: KyivDay('the first day it works'),
    ends_on: KyivDay('the last day it works'),
  },
  { additionalProperties: false },
);

export const AdminPromoCodeAnswer = Type.Object({ data: AdminPromoCode });

export const PromotionState = Type.Union([Type.Literal('scheduled'), Type.Literal('running'), Type.Literal('ended')]);

export const AdminPromotion = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  url: Type.String({ description: 'its page, language-neutral' }),
  title: Type.String({ description: 'in the request’s language' }),
  starts_on: Type.String(),
  ends_on: Type.String(),
  state: PromotionState,
  promo_code: Nullable(Type.String()),
  banner: Image,
  banner_uploaded: Type.Boolean({ description: 'whether the banner is a picture an admin uploaded, not the one drawn of its title' }),
  categories: Type.Integer({ description: 'how many categories it covers, those below a chosen one included' }),
  products: Type.Integer({ description: 'how many single goods it covers' }),
});

export const AdminPromotionsAnswer = Type.Object({ data: Type.Array(AdminPromotion) });

/** A place a promotion's banner shows: the home page's slider, banners or small banners, or its categories' pages. */
export const SlidePlace = Type.Union([Type.Literal('tabs'), Type.Literal('banner'), Type.Literal('mini_banner'), Type.Literal('category')]);

const Text = (maxLength: number) => Type.String({ maxLength });

export const NewPromotionBody = Type.Object(
  {
    slug: Type.String({ maxLength: 100, description: 'its address /akcii/{slug}: Latin lowercase letters, digits and hyphens' }),
    title_uk: Text(200),
    title_ru: Text(200),
    description_uk: Text(1000),
    description_ru: Text(1000),
    terms_uk: Text(5000),
    terms_ru: Text(5000),
    starts_on: KyivDay('the first day'),
    ends_on: KyivDay('the last day'),
    category_ids: Type.Optional(Type.Array(Id(), { maxItems: 200, description: 'categories it covers, with everything below them' })),
    product_ids: Type.Optional(Type.Array(Id(), { maxItems: 500, description: 'goods it covers, by an offer’s number (/product/{id})' })),
    promo_code_id: Type.Optional(Nullable(Id())),
    banner_places: Type.Optional(
      Type.Array(SlidePlace, {
        maxItems: 4,
        uniqueItems: true,
        description:
          'the places whose banners lead to it (category: the pages of the categories it covers): a place newly chosen gets a banner last in its order, one left out loses it; absent: none for a new promotion, as they are for an edit',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AdminPromotionAnswer = Type.Object({ data: AdminPromotion });

export const BANNER_UPLOAD_DESCRIPTION = `The picture as the body itself (\`Content-Type: image/jpeg\`, \`image/png\` or \`image/webp\`), or multipart/form-data with the field \`file\`. JPEG, PNG or WebP by its content, at most ${PRODUCT_PHOTO_MAX_MB} MB (413) and 40 megapixels (422); anything else is 415, in the admin’s language. It is drawn again to fill the banners’ 800×400, without metadata, with AVIF and WebP variants, and replaces the banner drawn of the promotion’s title: on its page, the promotions’ list and the home banners leading to it.`;

export const PromotionChoicesAnswer = Type.Object({
  data: Type.Object({
    categories: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String(), depth: Type.Integer({ description: '0 for a top category' }) }),
      { description: 'the catalogue tree, depth first' },
    ),
  }),
});

export const HomeSlidesAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      place: SlidePlace,
      title: Type.String({ description: 'in the request’s language' }),
      url: Type.String(),
      position: Type.Integer({ description: '1 for the first of its place' }),
    }),
    { description: 'by place, then in the order the home page shows them' },
  ),
});

export const SlideMoveBody = Type.Object(
  { direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) },
  { additionalProperties: false },
);

export const PromotionFormAnswer = Type.Object({
  data: Type.Object(
    {
      id: Type.Integer(),
      slug: Type.String(),
      title_uk: Type.String(),
      title_ru: Type.String(),
      description_uk: Type.String(),
      description_ru: Type.String(),
      terms_uk: Type.String(),
      terms_ru: Type.String(),
      starts_on: Type.String({ description: 'the first Kyiv day' }),
      ends_on: Type.String({ description: 'the last Kyiv day' }),
      category_ids: Type.Array(Type.Integer(), { description: 'every category it covers, those below a chosen one included' }),
      product_ids: Type.Array(Type.Integer(), { description: 'one offer’s number for each of the goods it covers' }),
      promo_code_id: Nullable(Type.Integer()),
      banner_places: Type.Array(SlidePlace, { description: 'the places with a banner leading to it' }),
    },
    { description: 'a promotion as its edit form starts' },
  ),
});
