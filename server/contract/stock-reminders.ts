import { Type, type Static } from 'typebox';
import { Shared } from './common';

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
