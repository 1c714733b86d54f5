import { Type, type Static } from 'typebox';
import { COMPLAINT_REASONS } from '../../src/domain/product-reports';

// Free text is only typed here; lengths, required fields and the contact's format are checked by the
// shared form rules (src/domain/product-reports.ts), so the answer names each field in the shopper's words.
const contact = Type.Optional(Type.String({ description: 'a phone (any format, stored as 12 digits) or an e-mail, for an answer' }));

export const ComplaintBody = Type.Object({
  reason: Type.Enum(COMPLAINT_REASONS, { description: 'counterfeit, wrong description, forbidden goods or other' }),
  text: Type.String(),
  contact,
});
export type ComplaintBody = Static<typeof ComplaintBody>;

export const CharacteristicsReportBody = Type.Object({
  text: Type.String({ description: 'what is wrong and what is right' }),
  characteristic: Type.Optional(Type.String({ description: 'the name of the characteristic in question' })),
  contact,
});
export type CharacteristicsReportBody = Static<typeof CharacteristicsReportBody>;

export const ReportAnswer = Type.Object({
  data: Type.Object({ id: Type.Integer(), kind: Type.Union([Type.Literal('complaint'), Type.Literal('characteristics')]) }),
});
