import { Type } from 'typebox';
import { Nullable } from './common';

/** docs/product-rules.md#support: a phone as the admin typed it; the server reads every common way of writing one. */
export const SupportCustomerQuery = Type.Object({
  phone: Type.String({ minLength: 1, maxLength: 40, examples: ['067 111 22 33'], description: 'any common form of a Ukrainian number' }),
});

const OrderStatusCode = Type.Union([
  Type.Literal('new'),
  Type.Literal('confirmed'),
  Type.Literal('sent'),
  Type.Literal('fulfilled'),
  Type.Literal('cancelled'),
]);

const SupportOrderLine = Type.Object({
  id: Type.Integer({ description: 'the order’s number' }),
  created_at: Type.String({ description: 'ISO time it was placed' }),
  status: OrderStatusCode,
  status_label: Type.String({ description: 'in the request’s language' }),
  total: Type.Number({ description: 'hryvnias' }),
  seller: Type.String({ description: 'the shop’s name' }),
});

export const SupportCustomerAnswer = Type.Object({
  data: Type.Object({
    phone: Type.String({ description: '380XXXXXXXXX' }),
    account: Nullable(
      Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          email: Nullable(Type.String()),
          created_at: Type.String(),
          blocked_at: Nullable(Type.String({ description: 'ISO time it was blocked; null while it is not' })),
          block_reason: Type.String({ description: "why it is blocked; '' when it is not" }),
          sessions: Type.Integer({ description: 'signed-in sessions open now' }),
        },
        { description: 'null: the phone has orders placed as a guest, and no account' },
      ),
    ),
    orders: Type.Array(SupportOrderLine, { description: 'the account’s orders and those placed with this phone, newest first' }),
    sign_ins: Type.Array(
      Type.Object({
        at: Type.String({ description: 'ISO time' }),
        method: Type.Union([Type.Literal('password'), Type.Literal('registration'), Type.Literal('reset')]),
      }),
      { description: 'the latest sign-ins, newest first' },
    ),
  }),
});

export const SupportOrderAnswer = Type.Object({
  data: Type.Object({
    ...SupportOrderLine.properties,
    buyer_phone: Type.String({ description: "the buyer's 380XXXXXXXXX; '' after the account was deleted" }),
    buyer_name: Type.String(),
    customer_id: Nullable(Type.Integer({ description: 'null for a guest' })),
    history: Type.Array(
      Type.Object({
        status: OrderStatusCode,
        status_label: Type.String(),
        at: Type.String({ description: 'ISO time' }),
        by: Type.Union([Type.Literal('buyer'), Type.Literal('seller'), Type.Literal('payment')], {
          description: 'buyer: placed it; seller: moved it; payment: cancelled when its online payment did not come',
        }),
      }),
      { description: 'oldest first, from the placing' },
    ),
  }),
});

export const CustomerBlockBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false });

export const CodeResentAnswer = Type.Object({
  data: Type.Object({
    purpose: Type.Union([Type.Literal('registration'), Type.Literal('reset'), Type.Literal('checkout')], {
      description: 'the step the code is for: the one the customer last asked a code for, or a password reset',
    }),
    resend_in: Type.Integer({ description: 'seconds until another may be sent' }),
    message: Type.String(),
  }),
});
