import { Type, type Static } from 'typebox';
import { Id, Nullable, Shared } from './common';

/** docs/product-rules.md#notifications: what a shopper can be told, each kind with its own switch. */
const kindFlags = (description: string) =>
  ({
    stock: Type.Boolean({ description: `${description}: a product is back in stock` }),
    order: Type.Boolean({ description: `${description}: an order is paid, its payment failed, or its status changed` }),
    chat: Type.Boolean({ description: `${description}: a seller answered in a chat` }),
    price: Type.Boolean({ description: `${description}: the price of a favourite went down` }),
  }) as const;

export const PushKeyAnswer = Type.Object({
  data: Type.Object({
    public_key: Type.String({ description: "the store's VAPID public key, base64url: pushManager.subscribe's applicationServerKey" }),
  }),
});

// Bounds far above what browsers send (endpoints of ~200-700 characters), so nothing unbounded reaches the database.
const ENDPOINT_MAX = 2048;

export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX, description: 'PushSubscription.endpoint: https in production' }),
    expirationTime: Type.Optional(
      Nullable(
        Type.Number({
          minimum: 0,
          maximum: Number.MAX_SAFE_INTEGER,
          description: 'ms since epoch, as PushSubscription.toJSON() gives it; not used',
        }),
      ),
    ),
    keys: Type.Object({
      p256dh: Type.String({ minLength: 1, maxLength: 128, description: 'base64url of the 65-byte P-256 public key' }),
      auth: Type.String({ minLength: 1, maxLength: 64, description: 'base64url of the 16-byte auth secret' }),
    }),
    replaces: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: ENDPOINT_MAX,
        description:
          'the endpoint this one takes over when the browser renewed its subscription: what that one followed, its kinds and language go on',
      }),
    ),
    kinds: Type.Optional(
      Type.Partial(Type.Object(kindFlags('wanted on this browser')), {
        description: 'a kind left out stays as it was (on, for a new browser); chat and price reach signed-in customers only',
      }),
    ),
    stock_reminders: Type.Optional(
      Type.Array(
        Type.Object({
          product_id: Id({ description: 'the offer whose reminder to follow' }),
          verification_token: Type.Optional(
            Type.String({
              maxLength: 128,
              description: 'a guest’s proof of the reminder’s phone (verification/confirm); a signed-in customer’s own reminders need none',
            }),
          ),
        }),
        {
          maxItems: 20,
          description:
            "back-in-stock reminders this browser follows (a guest's, right after asking): only a reminder of a proven phone, the signed-in customer's own or the verification token's; an offer with no such reminder: 404",
        },
      ),
    ),
    checkout_ids: Type.Optional(
      Type.Array(Type.String({ pattern: '^[0-9a-f]{32}$' }), {
        maxItems: 10,
        description: "checkouts whose orders this browser follows (CreateOrdersAnswer.checkout_id: a guest's, right after placing them)",
      }),
    ),
  },
  { description: 'A PushSubscription (its toJSON()) and what it is for; posting the same endpoint again updates it' },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;

export const PushKinds = Shared('PushKinds', Type.Object(kindFlags('on')));
export type PushKinds = Static<typeof PushKinds>;

export const PushSubscriptionAnswer = Type.Object({
  data: Type.Object({
    endpoint: Type.String(),
    kinds: PushKinds,
    signed_in: Type.Boolean({
      description: "true: the browser gets the signed-in customer's notices; false: only those of the reminders and checkouts it follows",
    }),
    stock_reminder_ids: Type.Array(Type.Integer()),
    checkout_ids: Type.Array(Type.String()),
  }),
});

export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX }) });

export const PushUnsubscribeAnswer = Type.Object({
  data: Type.Object({
    deleted: Type.Boolean({ description: 'false when the store did not know the endpoint: no error, the browser gets nothing either way' }),
  }),
});

export const NotificationSettings = Type.Object({
  data: Type.Object({
    kinds: PushKinds,
    devices: Type.Integer({ description: "the customer's browsers subscribed to pushes" }),
  }),
});

export const NotificationSettingsBody = Type.Object(
  { kinds: PushKinds },
  { description: "the customer's switches, every kind named; they apply to all the customer's browsers" },
);
