import { Type } from 'typebox';
import { OperatorRole } from './operator';
import { Phone } from './verification';

/** The back office's own people (docs/product-rules.md#back-office): operators, their invitations, an invitee's way in. */

export const OperatorMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: '380XXXXXXXXX' }),
  role: OperatorRole,
  created_at: Type.String({ format: 'date-time' }),
});

export const OperatorInvitation = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'as the admin gave it; may be empty' }),
  phone: Type.String({ description: '380XXXXXXXXX' }),
  role: OperatorRole,
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time', description: 'the link works until then' }),
  expired: Type.Boolean({ description: 'the link no longer works: the admin invites again' }),
});

export const OperatorTeamAnswer = Type.Object({
  data: Type.Object({
    members: Type.Array(OperatorMember, { description: 'the operators still working, admins first' }),
    invitations: Type.Array(OperatorInvitation, { description: 'newest first' }),
  }),
});

export const OperatorInviteBody = Type.Object(
  {
    phone: Phone,
    role: OperatorRole,
    name: Type.Optional(Type.String({ maxLength: 100, description: 'the operator’s name, for the team list' })),
  },
  { additionalProperties: false },
);

export const OperatorInvitationAnswer = Type.Object({ data: OperatorInvitation });

export const OperatorInvitationTokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

export const OperatorInvitationPreview = Type.Object({
  data: Type.Object({ phone: Type.String({ description: '380XXXXXXXXX' }), role: OperatorRole, name: Type.String() }),
});

export const AcceptOperatorInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ maxLength: 256 }),
    password_confirmation: Type.String({ maxLength: 256 }),
  },
  { additionalProperties: false },
);
