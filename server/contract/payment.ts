import { Type } from 'typebox';
import { PaymentMethod, PlacedOrder } from './checkout';

const Outcome = Type.Union([Type.Literal('success'), Type.Literal('fail')]);
const RandomId = (description: string) => Type.String({ pattern: '^[0-9a-f]{32}$', description });

export const PaymentCallbackBody = Type.Object({
  session_id: RandomId('the payment session the acquirer was sent to'),
  status: Outcome,
  signature: Type.String({ maxLength: 128, description: 'hex HMAC-SHA256 the acquirer made over session_id and status' }),
});

export const PaymentCallbackAnswer = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal('new'), Outcome, Type.Literal('refunded')], {
      description: 'the session status after the callback: a final one never changes, but to refunded when the money goes back',
    }),
  }),
});

export const GroupStatusQuery = Type.Object({ checkout_id: RandomId('CreateOrdersAnswer.checkout_id') });

const PaymentStatusValue = Type.Union(
  [Type.Literal('new'), Type.Literal('success'), Type.Literal('fail'), Type.Literal('downloaded'), Type.Literal('refunded')],
  {
    description:
      'docs/product-rules.md#payment-and-the-thank-you-page thank-you labels; cash on delivery stays new; refunded: the money went back to the shopper',
  },
);

export const GroupStatusAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      ...PlacedOrder.properties,
      payment_status: PaymentStatusValue,
      items_count: Type.Integer({ description: 'units ordered, all lines together' }),
    }),
  ),
});

export const AllowPaymentsAnswer = Type.Object({ data: Type.Array(PaymentMethod) });

export const SandboxParams = Type.Object({ id: RandomId('the payment session') });

/** An outside acquirer's page of the store (Monobank's hand-off), by its payment session. */
export const PaymentPageParams = SandboxParams;

export const SandboxDecision = Type.Object({ status: Outcome });

/** LiqPay's server-to-server callback: a form of its base64 JSON and the signature over it. */
export const LiqpayCallbackBody = Type.Object({
  data: Type.String({ minLength: 1, maxLength: 20_000, description: 'base64 of the JSON LiqPay reports' }),
  signature: Type.String({ minLength: 1, maxLength: 200, description: 'base64(sha1(private_key + data + private_key))' }),
});

/** Monobank's webhook: the invoice status as JSON, read as the very bytes X-Sign signs. */
export const MonobankWebhookBody = Type.String({ minLength: 2, maxLength: 100_000 });
export const MonobankWebhookHeaders = Type.Object({
  'x-sign': Type.String({ minLength: 1, maxLength: 1_000, description: 'base64 ECDSA (SHA-256) signature of the body' }),
});
