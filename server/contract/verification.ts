import { Type } from 'typebox';
import { ErrorBody, Shared } from './common';

export const Phone = Type.String({
  maxLength: 32,
  description: 'a Ukrainian mobile number; sent as 12 digits 380XXXXXXXXX, a 0XXXXXXXXX or formatted one is read the same',
});

export const InitVerificationBody = Shared('InitVerificationBody', Type.Object({ phone: Phone }));

export const InitVerificationAnswer = Shared(
  'InitVerificationAnswer',
  Type.Object({
    data: Type.Object({
      resend_in: Type.Integer({ description: 'seconds before another code may be asked for' }),
      expires_in: Type.Integer({ description: 'seconds the code stays valid' }),
    }),
  }),
);

export const TooSoon = Shared(
  'TooSoon',
  Type.Object(
    { ...ErrorBody.properties, resend_in: Type.Integer({ description: 'seconds to wait (also in Retry-After)' }) },
    { description: 'Send limit reached: one code a minute, 5 an hour per phone, 20 an hour per address' },
  ),
);

export const ConfirmVerificationBody = Shared(
  'ConfirmVerificationBody',
  Type.Object({
    phone: Phone,
    code: Type.String({ maxLength: 16, description: 'the 6 digits from the SMS' }),
  }),
);

export const ConfirmVerificationAnswer = Type.Object({
  data: Type.Object({
    verification_token: Type.String({
      description: 'proves the phone for an hour: send it as the x-verification-token header to the checkout and promo-code calls',
    }),
    expires_in: Type.Integer({ description: 'seconds the token stays valid' }),
  }),
});
