import { Type } from 'typebox';
import { ADDRESS_PART_MAX, FLAT_MAX, PERSON_NAME_MAX, SAVED_MAX } from '../../src/domain/profile-rules';
import { Id, Nullable, Shared } from './common';
import { Phone } from './verification';

const SellerId = Type.Optional(Nullable(Id({ description: 'ties it to this shop’s orders at checkout; absent or null: any shop' })));

export const RecipientBody = Type.Object({
  name: Type.String({ maxLength: PERSON_NAME_MAX }),
  surname: Type.String({ maxLength: PERSON_NAME_MAX }),
  patronymic: Type.Optional(Type.String({ maxLength: PERSON_NAME_MAX })),
  phone: Phone,
  seller_id: SellerId,
});

export const Recipient = Shared(
  'Recipient',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    patronymic: Type.String(),
    phone: Type.String({ description: '380XXXXXXXXX' }),
    seller_id: Nullable(Type.Integer()),
  }),
);

export const RecipientAnswer = Type.Object({ data: Recipient });
export const RecipientsAnswer = Type.Object({ data: Type.Array(Recipient, { description: 'newest first' }) });

export const RecipientsBody = Type.Object({
  contacts: Type.Array(RecipientBody, {
    minItems: 1,
    maxItems: SAVED_MAX,
    description: 'each saved unless the same person and phone is saved already (for the same shop)',
  }),
});

export const DeliveryBody = Type.Object({
  delivery_id: Id({ description: 'a delivery type of /api/delivery/{cityId}' }),
  city_id: Id(),
  delivery_warehouse_id: Type.Optional(Nullable(Id({ description: 'office deliveries: a pickup point of this delivery in this city' }))),
  street: Type.Optional(Type.String({ maxLength: ADDRESS_PART_MAX, description: 'address deliveries (courier): required with house' })),
  house: Type.Optional(Type.String({ maxLength: FLAT_MAX })),
  flat: Type.Optional(Type.String({ maxLength: FLAT_MAX })),
  seller_id: SellerId,
});

export const SavedDelivery = Shared(
  'SavedDelivery',
  Type.Object({
    id: Type.Integer(),
    delivery_id: Type.Integer(),
    delivery_title: Type.String({ description: 'in the request language' }),
    kind: Type.Union([Type.Literal('office'), Type.Literal('address')]),
    city: Type.Object({ id: Type.Integer(), name: Type.String({ description: 'in the request language' }) }),
    delivery_warehouse_id: Nullable(Type.Integer({ description: 'the pickup point; null for a courier' })),
    office_title: Nullable(Type.String()),
    office_address: Nullable(Type.String()),
    street: Type.String(),
    house: Type.String(),
    flat: Type.String(),
    seller_id: Nullable(Type.Integer()),
  }),
);

export const SavedDeliveryAnswer = Type.Object({ data: SavedDelivery });
export const SavedDeliveriesAnswer = Type.Object({ data: Type.Array(SavedDelivery, { description: 'newest first' }) });

export const DeliveriesBody = Type.Object({
  deliveries: Type.Array(DeliveryBody, {
    minItems: 1,
    maxItems: SAVED_MAX,
    description: 'each saved unless the same one is saved already',
  }),
});
