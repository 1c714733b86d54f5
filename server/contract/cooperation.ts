import { Type } from 'typebox';

// As in the contact form, the shared rules (src/domain/contact-forms.ts) check required fields and formats.
export const CooperationBody = Type.Object({
  company: Type.String(),
  contact_person: Type.String(),
  phone: Type.String({ description: 'a Ukrainian mobile number in any format; stored as 12 digits' }),
  email: Type.String(),
  goods: Type.String({ description: 'what the partner sells' }),
  website: Type.Optional(Type.String({ description: 'the partner’s site, with or without https://' })),
});
