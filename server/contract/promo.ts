import { Type } from 'typebox';
import { Nullable, Pagination } from './common';

export const VerificationHeaders = Type.Object({
  'x-verification-token': Type.Optional(
    Type.String({
      maxLength: 128,
      description: 'the verification_token of a confirmed phone; a signed-in customer proves their own phone without it',
    }),
  ),
});

export const ValidatePromoQuery = Type.Object({
  code: Type.String({ default: '', maxLength: 32, description: '6 or 8 characters; case and surrounding spaces do not matter' }),
});

export const PromoCodeAnswer = Type.Object({
  data: Type.Object({
    id: Type.Integer({ description: 'send as promo_code_id with the order' }),
    code: Type.String(),
    discount_percent: Nullable(Type.Integer({ description: 'a percentage off the goods; null when the discount is a sum' })),
    discount: Nullable(Type.Number({ description: 'UAH off the goods; null when the discount is a percentage' })),
    min_total: Type.Number({ description: 'UAH: the goods must cost at least this for the code to apply (0: any order)' }),
    expires_at: Type.String({ format: 'date-time' }),
  }),
});

export const PhoneQuery = Type.Object({ phone: Type.String({ maxLength: 32, description: 'a Ukrainian mobile number' }) });

export const PromoExistsAnswer = Type.Object({
  data: Type.Object({
    exists: Type.Boolean({
      description:
        'usable codes are bound to the phone; always false unless the caller proved the phone (signed in with it, or x-verification-token)',
    }),
  }),
});

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
