import { Type } from 'typebox';
import { Id, Nullable } from './common';
import { Phone } from './verification';

/** docs/product-rules.md#seller-team: the owner's team of managers, their invitations, and the seller's API keys. */
const SellerRole = Type.Union([Type.Literal('owner'), Type.Literal('manager')]);

export const TeamMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String({ description: '380XXXXXXXXX' }),
  role: SellerRole,
  created_at: Type.String({ format: 'date-time' }),
});

export const TeamInvitation = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'as the owner gave it; may be empty' }),
  phone: Type.String({ description: '380XXXXXXXXX' }),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time', description: 'the link works until then' }),
  expired: Type.Boolean({ description: 'the link no longer works: the owner sends the invitation again' }),
});

export const TeamAnswer = Type.Object({
  data: Type.Object({ members: Type.Array(TeamMember, { description: 'the owner first' }), invitations: Type.Array(TeamInvitation) }),
});

export const InviteBody = Type.Object(
  { phone: Phone, name: Type.Optional(Type.String({ maxLength: 100, description: 'the manager’s name, for the team list' })) },
  { additionalProperties: false },
);

export const InvitationAnswer = Type.Object({ data: TeamInvitation });

export const TeamIdParam = Type.Object({ id: Id() });

export const InvitationTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

export const InvitationPreview = Type.Object({
  data: Type.Object({ shop_name: Type.String(), phone: Type.String({ description: '380XXXXXXXXX' }), name: Type.String() }),
});

export const AcceptInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ maxLength: 256 }),
    password_confirmation: Type.String({ maxLength: 256 }),
  },
  { additionalProperties: false },
);

export const SellerKey = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'empty for the keys the store gave before keys had names' }),
  last4: Type.String({ description: 'the key’s last 4 characters, to tell keys apart; the key itself is never shown again' }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Nullable(Type.String({ format: 'date-time', description: 'to the hour' })),
});

export const SellerKeyList = Type.Object({ data: Type.Array(SellerKey) });

export const IssueKeyBody = Type.Object({ name: Type.String({ maxLength: 60 }) }, { additionalProperties: false });

export const IssuedKey = Type.Object({
  data: Type.Object({ ...SellerKey.properties, key: Type.String({ description: 'shown this once: only its sha256 is kept' }) }),
});
