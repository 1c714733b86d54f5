import { Type } from 'typebox';

// Free text is only typed here; required fields, lengths and formats are checked by the shared form rules
// (src/domain/contact-forms.ts), so the answer names each field in the visitor's words.
export const ContactMessageBody = Type.Object({
  name: Type.String(),
  contact: Type.String({ description: 'a phone (any format, stored as 12 digits) or an e-mail, for the answer' }),
  message: Type.String(),
});

export const ContactPage = Type.Object({
  data: Type.Object({
    phones: Type.Array(Type.String(), { description: 'as shown; dial them without spaces' }),
    email: Type.String(),
    schedule: Type.String({ description: 'the hours support answers, in the request language' }),
  }),
});

export const MessageReceived = Type.Object({
  data: Type.Object({ id: Type.Integer(), message: Type.String({ description: 'the thank-you to show' }) }),
});
