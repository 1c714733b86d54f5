import { Type, type Static } from 'typebox';
import { COMPLAINT_REASONS } from '../../src/domain/product-reports';
import { Id, Shared } from './common';

/** At most this many viewed records per call: the app keeps 5, other clients get some room. */
const VIEWED_IDS_MAX = 20;

const ViewedRecord = Type.Object({
  id: Id(),
  time: Type.Number({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'when it was viewed, ms since epoch' }),
});

export const ViewedBody = Type.Object({
  ids: Type.Array(Type.Union([Id(), ViewedRecord]), {
    maxItems: VIEWED_IDS_MAX,
    description: 'viewed product (offer) ids, most recent first: the stored {id, time} records or plain ids',
  }),
});
export type ViewedBody = Static<typeof ViewedBody>;

export const ViewRecorded = Type.Null({ description: 'noted; nothing to answer' });

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

export const StockSubscriptionBody = Type.Object(
  {
    phone: Type.Optional(Type.String({ description: 'sent as digits' })),
    email: Type.Optional(Type.String()),
  },
  { description: "A guest gives a phone or an e-mail; a signed-in customer may give neither and is reached through the account's phone" },
);
export type StockSubscriptionBody = Static<typeof StockSubscriptionBody>;

export const ReminderHeaders = Type.Object({
  'x-verification-token': Type.Optional(
    Type.String({ maxLength: 128, description: 'proves a guest’s phone (POST /api/checkout/verification/confirm)' }),
  ),
});

export const StockSubscription = Shared(
  'StockSubscription',
  Type.Object(
    {
      data: Type.Object({
        product_id: Type.Integer(),
        followable: Type.Boolean({
          description:
            'the reminder goes to a proven phone (the account’s, or x-verification-token’s), so this browser may follow it by push: PushSubscriptionBody.stock_reminders',
        }),
      }),
    },
    { description: 'The same answer whether this contact already waited for the offer or not; it never repeats the contact' },
  ),
);
