import { Type } from 'typebox';
import { Id, Nullable } from './common';
import { Phone } from './verification';

/** The back office's sign-in (docs/product-rules.md#back-office). */
export const OperatorLoginBody = Type.Object({ phone: Phone, password: Type.String({ maxLength: 256 }) }, { additionalProperties: false });

/** A one-time sign-in link's token, as the link carries it. */
export const SignInLinkBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

export const OperatorRole = Type.Union([Type.Literal('admin'), Type.Literal('moderator')]);

export const OperatorUserAnswer = Type.Object({
  data: Type.Object({ id: Type.Integer(), name: Type.String(), phone: Type.String({ description: '380XXXXXXXXX' }), role: OperatorRole }),
});

export const AuditQuery = Type.Object({
  operator: Type.Optional(Id({ description: 'only this operator user’s actions' })),
  action: Type.Optional(Type.String({ maxLength: 100, description: 'e.g. cooperation.accept' })),
  subject: Type.Optional(Type.String({ maxLength: 100, description: 'e.g. cooperation:12' })),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'entries from this Kyiv day (YYYY-MM-DD) on' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'entries up to the end of this Kyiv day (YYYY-MM-DD)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

export const AuditAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String({ description: 'ISO time' }),
      operator: Type.Object({ id: Type.Integer(), phone: Type.String() }),
      action: Type.String(),
      subject: Type.String(),
      before: Type.Unknown({ description: 'the subject before, null for nothing' }),
      after: Type.Unknown({ description: 'the subject after, null for nothing' }),
    }),
  ),
});

export const CooperationStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('in_progress'),
  Type.Literal('accepted'),
  Type.Literal('refused'),
]);

export const CooperationQueueQuery = Type.Object({ status: Type.Optional(CooperationStatus) });

export const CooperationQueueAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      company: Type.String(),
      contact_person: Type.String(),
      phone: Type.String(),
      email: Type.String(),
      goods: Type.String(),
      website: Type.String(),
      lang: Type.String(),
      created_at: Type.String(),
      status: CooperationStatus,
      note: Type.String(),
      seller_id: Nullable(Type.Integer()),
    }),
  ),
});

export const CooperationNoteBody = Type.Object(
  {
    status: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('in_progress')])),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const CooperationRefuseBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 300 }) },
  { additionalProperties: false },
);

export const OperatorListAnswer = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), phone: Type.String(), role: OperatorRole })),
});

const ReportKindParam = Type.Union([Type.Literal('complaint'), Type.Literal('characteristics')]);

export const ReportQueueQuery = Type.Object({ kind: Type.Optional(ReportKindParam) });

export const ReportQueueAnswer = Type.Object({
  data: Type.Object({
    counts: Type.Array(
      Type.Object({
        kind: ReportKindParam,
        open: Type.Integer(),
        oldest_hours: Nullable(Type.Integer({ description: 'how long the oldest open one has waited' })),
      }),
    ),
    items: Type.Array(
      Type.Object({
        id: Type.Integer(),
        product_id: Type.Integer(),
        product_name: Type.String({ description: 'in the request’s language' }),
        shop_name: Type.String(),
        reason: Type.String({ description: 'a complaint’s reason code, or the characteristic a report names' }),
        text: Type.String(),
        contact: Type.String(),
        created_at: Type.String(),
        waited_hours: Type.Integer(),
        status: Type.Union([Type.Literal('open'), Type.Literal('resolved'), Type.Literal('dismissed')]),
        decided_at: Nullable(Type.String()),
        undoable: Type.Boolean({ description: 'decided less than 10 minutes ago' }),
      }),
    ),
  }),
});

export const ReportDecisionBody = Type.Object(
  { decision: Type.Union([Type.Literal('resolved'), Type.Literal('dismissed')]) },
  { additionalProperties: false },
);

/** The sellers as the back office's sellers section lists them (docs/product-rules.md#back-office). */
export const OperatorSellersAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      shop_name: Type.String(),
      phone: Type.String(),
      offers: Type.Integer({ description: 'how many offers the seller has' }),
      paused_at: Nullable(Type.String({ description: 'ISO time it was paused; null while it sells' })),
      pause_reason: Type.String({ description: "why it is paused; '' when it is not" }),
    }),
  ),
});

export const SellerPauseBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false });
