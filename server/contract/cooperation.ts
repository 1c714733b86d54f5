import { Type } from 'typebox';
import { Page, Pagination } from './common';

// As in the contact form, the shared rules (src/domain/store-messages.ts) check required fields and formats.
export const CooperationBody = Type.Object({
  company: Type.String(),
  contact_person: Type.String(),
  phone: Type.String({ description: 'a Ukrainian mobile number in any format; stored as 12 digits' }),
  email: Type.String(),
  goods: Type.String({ description: 'what the partner sells' }),
  website: Type.Optional(Type.String({ description: 'the partner’s site, with or without https://' })),
});

export const CooperationRequestList = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      company: Type.String(),
      contact_person: Type.String(),
      phone: Type.String(),
      email: Type.String(),
      goods: Type.String(),
      website: Type.String(),
      lang: Type.String({ description: 'the language the partner wrote in: answer in it' }),
      created_at: Type.String(),
    }),
  ),
  pagination: Pagination,
});

export const CooperationListQuery = Type.Object({ page: Page() });
