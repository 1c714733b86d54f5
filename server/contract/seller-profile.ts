import { Type, type Static } from 'typebox';
import { PROFILE_LIMITS } from '../../src/domain/seller-profile';
import { Image, Nullable } from './common';

/** docs/product-rules.md#seller-profile: the shop's public profile as its owner keeps it in the workspace. */
const ProfileText = (maxLength: number, description: string) => Type.String({ maxLength, description });

const SellerProfileFields = {
  about_uk: ProfileText(PROFILE_LIMITS.about, 'about the shop, in Ukrainian; required'),
  about_ru: ProfileText(PROFILE_LIMITS.about, 'about the shop, in Russian; required'),
  returns_uk: ProfileText(PROFILE_LIMITS.returns, 'return terms, in Ukrainian; may be empty'),
  returns_ru: ProfileText(PROFILE_LIMITS.returns, 'return terms, in Russian; may be empty'),
  phone: ProfileText(40, 'the shop’s phone for buyers, a Ukrainian number written any common way'),
  email: ProfileText(PROFILE_LIMITS.email, 'the shop’s e-mail for buyers'),
  address_uk: ProfileText(PROFILE_LIMITS.address, 'where the shop is, in Ukrainian; may be empty'),
  address_ru: ProfileText(PROFILE_LIMITS.address, 'where the shop is, in Russian; may be empty'),
  schedule: ProfileText(
    1000,
    `working hours, one line a row as \`Пн–Пт 09:00–18:00\` (days in either language), at most ${PROFILE_LIMITS.scheduleLines} rows`,
  ),
};

export const SellerProfileBody = Type.Object(SellerProfileFields, { additionalProperties: false });
export type SellerProfileBody = Static<typeof SellerProfileBody>;

export const SellerProfileAnswer = Type.Object({
  data: Type.Object({
    seller_id: Type.Integer(),
    shop_name: Type.String({ description: 'given by the marketplace at onboarding; not edited here' }),
    ...SellerProfileFields,
    schedule: Type.String({ description: 'the working hours as the schedule field writes them, in the request’s language' }),
    logo: Image,
    has_logo: Type.Boolean({ description: 'an uploaded logo; false shows the drawn initials' }),
    can_edit: Type.Boolean({ description: 'the signed-in user is the shop’s owner' }),
    paused: Type.Boolean({ description: 'the marketplace paused the shop: nothing it changes is published until it resumes' }),
    pause_reason: Type.String({ description: 'why the marketplace paused the shop; "" while it sells' }),
  }),
});
export type SellerProfileAnswer = Static<typeof SellerProfileAnswer>;

export const StatisticsQuery = Type.Object({
  days: Type.Optional(
    Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], { description: 'Kyiv days up to today; 30 when left out' }),
  ),
});

export const SellerStatisticsAnswer = Type.Object({
  data: Type.Object({
    days: Type.Integer(),
    from: Type.String({ format: 'date', description: 'the first Kyiv day counted' }),
    to: Type.String({ format: 'date', description: 'today in Kyiv, counted up to the moment of the answer' }),
    orders: Type.Integer({ description: 'orders placed in the period, cancelled ones included' }),
    cancelled: Type.Integer({ description: 'of those, cancelled' }),
    revenue: Type.Integer({ description: 'whole hryvnias of the orders not cancelled' }),
    average_order: Type.Integer({ description: 'revenue over the orders not cancelled, rounded to the hryvnia; 0 with none' }),
    top_offers: Type.Array(
      Type.Object({
        product_id: Type.Integer({ description: 'the offer' }),
        title: Type.String(),
        units: Type.Integer(),
        revenue: Type.Integer({ description: 'whole hryvnias' }),
      }),
      { description: 'the 5 offers sold in most units in orders not cancelled' },
    ),
    per_day: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), orders: Type.Integer(), revenue: Type.Integer() }), {
      description: 'every Kyiv day of the period, oldest first, empty days included',
    }),
  }),
});
export type SellerStatisticsAnswer = Static<typeof SellerStatisticsAnswer>;

/** docs/product-rules.md#seller-profile: the shop's own Nova Poshta key, shown only as set and its last characters. */
export const SellerNpKeyAnswer = Type.Object({
  data: Type.Object({
    set: Type.Boolean({ description: 'the shop has its own key: its waybills are made in its Nova Poshta account' }),
    last4: Type.String({ maxLength: 4, description: 'the key’s last 4 characters; "" without one. The key itself is never answered' }),
    set_at: Nullable(Type.String({ format: 'date-time', description: 'when it was given; null without one' })),
    can_edit: Type.Boolean({ description: 'the signed-in user is the shop’s owner' }),
  }),
});
export type SellerNpKeyAnswer = Static<typeof SellerNpKeyAnswer>;

export const SellerNpKeyBody = Type.Object(
  {
    api_key: Type.String({
      pattern: '^[0-9A-Fa-f]{32}$',
      description: 'the key from the settings of the shop’s Nova Poshta business cabinet: 32 hexadecimal characters',
    }),
  },
  { additionalProperties: false },
);
