import { Type } from 'typebox';
import { PERSON_NAME_MAX } from '../../src/domain/profile-rules';
import { Nullable } from './common';

export { CustomerAnswer } from './auth';
export { InitVerificationAnswer as CodeSentAnswer, TooSoon } from './verification';

const Name = Type.String({ maxLength: PERSON_NAME_MAX });

export const PersonalBody = Type.Object({
  name: Name,
  surname: Name,
  patronymic: Type.Optional(Name),
  birth_day: Nullable(
    Type.String({ maxLength: 32, description: "YYYY-MM-DD, year 1940 to 2010 (errors 'min 1940' / 'max 2010'); null or '' clears it" }),
  ),
  gender: Nullable(Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 male, 2 female; null: not given' })),
});

export const EmailBody = Type.Object({ email: Type.String({ maxLength: 254 }) });

export const PasswordInitBody = Type.Object({
  password: Type.String({ maxLength: 256, description: 'at least 8 characters' }),
  password_confirmation: Type.String({ maxLength: 256 }),
});

export const PasswordConfirmBody = Type.Object({
  code: Type.String({ maxLength: 16, description: 'the 6 digits sent to the account’s phone' }),
});

export const DeleteAccountBody = Type.Object({
  confirm: Type.Literal(true, { description: 'the shopper agreed in a confirmation dialog; anything else is a 400' }),
});
