import { Type, type Static } from 'typebox';
import { PET_BREED_MAX, PET_GENDERS, PET_NAME_MAX, PET_TYPES, PETS_MAX } from '../../src/domain/pet-rules';
import { ProductCard } from './catalog';
import { Id, Nullable, Page, Pagination, Shared } from './common';
import { PromoCodeAnswer } from './promo';

export const PageQuery = Type.Object({ page: Type.Optional(Page({ description: 'a page past the last answers the last page' })) });

export const RecentViews = Shared(
  'RecentViews',
  Type.Object(
    {
      data: Type.Array(ProductCard, { description: 'the latest viewed first; each card is the goods’ best offer' }),
      pagination: Pagination,
    },
    { description: 'The signed-in customer’s viewed goods, kept on the account (the latest 100)' },
  ),
);

export const RecentViewParam = Type.Object({ id: Id({ description: 'the goods: a card’s base_product_id' }) });

export const CustomerPromoCode = Type.Object({
  ...PromoCodeAnswer.properties.data.properties,
  is_personal: Type.Boolean({ description: 'bound to the customer’s phone: nobody else sees or uses it' }),
});

export const CustomerPromoCodes = Type.Object(
  {
    data: Type.Array(CustomerPromoCode, { description: 'personal codes first, then the ones that expire soonest' }),
    pagination: Pagination,
  },
  { description: 'Codes the customer can use now: not expired, not used up, public or bound to their phone' },
);

const text = (description: string, maxLength?: number) =>
  Type.Optional(Type.String({ default: '', description, ...(maxLength ? { maxLength: maxLength * 4 } : {}) }));

// Fields are plain strings here and checked by the shared pet rules (src/domain/pet-rules.ts), so the form
// and the API refuse a field with the same words. The length caps only stop absurd bodies.
export const PetBody = Type.Object({
  name: Type.String({ maxLength: PET_NAME_MAX * 4, description: `required, up to ${PET_NAME_MAX} characters` }),
  birth_date: text('YYYY-MM-DD, not after today in Kyiv; empty: not given', 10),
  gender: text(`${PET_GENDERS.join(' | ')}; empty: not given`, 4),
  sterilized: Type.Optional(Type.Boolean({ default: false })),
  breed: text(`up to ${PET_BREED_MAX} characters`, PET_BREED_MAX),
  type: text(`${PET_TYPES.join(' | ')}: the catalogue’s pet kinds; empty: not given`, 3),
});
export type PetBody = Static<typeof PetBody>;

export const Pet = Shared(
  'Pet',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    birth_date: Nullable(Type.String({ format: 'date' })),
    gender: Nullable(Type.Enum(PET_GENDERS)),
    sterilized: Type.Boolean(),
    breed: Type.String(),
    type: Nullable(Type.Enum(PET_TYPES)),
  }),
);

export const Pets = Shared(
  'Pets',
  Type.Object(
    { data: Type.Array(Pet, { description: `in the order added; at most ${PETS_MAX}` }) },
    { description: 'The customer’s pets; every change answers the whole list, so one answer refreshes the cabinet' },
  ),
);
