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
    status: Type.Union([Type.Literal('new'), Outcome], { description: 'the session status after the callback: a final one never changes' }),
  }),
});

export const GroupStatusQuery = Type.Object({ checkout_id: RandomId('CreateOrdersAnswer.checkout_id') });

export const PaymentStatusValue = Type.Union([Type.Literal('new'), Type.Literal('success'), Type.Literal('fail'), Type.Literal('downloaded')], {
  description: 'docs/product-rules.md#payment-and-the-thank-you-page thank-you labels; cash on delivery stays new',
});

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

export const SandboxDecision = Type.Object({ status: Outcome });
