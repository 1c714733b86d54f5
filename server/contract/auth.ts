import { Type } from 'typebox';
import { Nullable, Shared } from './common';
import { Phone } from './verification';

export {
  InitVerificationAnswer as CodeSentAnswer,
  TooSoon,
  ConfirmVerificationBody as CheckCodeBody,
  InitVerificationBody as PhoneBody,
} from './verification';

const Password = Type.String({ maxLength: 256, description: 'at least 8 characters' });
const SessionId = Type.String({ maxLength: 64 });

/** docs/product-rules.md#cart "Login sends the cart and compare session values so they merge". */
const GuestLists = {
  cart_session: Type.Optional(SessionId),
  compare_session: Type.Optional(SessionId),
};

export const Customer = Shared(
  'Customer',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    patronymic: Type.String(),
    phone: Type.String({ description: '380XXXXXXXXX' }),
    email: Nullable(Type.String()),
    birth_day: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    gender: Nullable(Type.Integer()),
  }),
);

export const CustomerAnswer = Type.Object({ data: Customer });

export const SignedInAnswer = Shared(
  'SignedInAnswer',
  Type.Object({
    data: Type.Object({
      token: Type.String({ description: 'the session; also set as the HttpOnly `token` cookie' }),
      customer: Customer,
    }),
  }),
);

export const RegistrationTokenAnswer = Type.Object({
  data: Type.Object({ registration_token: Type.String({ description: 'proves the phone for an hour, once' }) }),
});
export const ResetTokenAnswer = Type.Object({
  data: Type.Object({ reset_token: Type.String({ description: 'proves the phone for an hour, once' }) }),
});

const NewPassword = { password: Password, password_confirmation: Password };

export const CreatePasswordBody = Type.Object({
  registration_token: Type.String({ maxLength: 128 }),
  ...NewPassword,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  ...GuestLists,
});

export const NewPasswordBody = Type.Object({ reset_token: Type.String({ maxLength: 128 }), ...NewPassword, ...GuestLists });

export const LoginBody = Type.Object({ phone: Phone, password: Password, ...GuestLists });
