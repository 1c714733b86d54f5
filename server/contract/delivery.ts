import { Type, type Static } from 'typebox';
import { SavedDelivery } from './checkout';
import { Id, Nullable, Shared } from './common';

const ORDER_ITEMS_MAX = 200;
const SEARCH_MAX = 100;

export const CityHeaders = Type.Object({
  'accept-city': Type.Optional(Type.String({ description: "the city cookie: the shopper's city id; it comes first among the top cities" })),
});

export const City = Shared(
  'City',
  Type.Object({
    id: Type.Integer(),
    name: Type.String({ description: 'in the request language' }),
    region: Type.String(),
    is_capital: Type.Boolean(),
    lat: Type.Number(),
    lng: Type.Number(),
  }),
);
export type City = Static<typeof City>;

export const TopCities = Type.Object({
  data: Type.Array(City, { description: "the shopper's city (Accept-City) if known, the capital, then by population; 10 at most" }),
  error: Type.Null({ description: 'always null on success; failures answer an error status' }),
});

export const FindCityQuery = Type.Object({
  name: Type.String({ default: '', maxLength: SEARCH_MAX, description: 'at least 3 characters of a Ukrainian or Russian city name' }),
});

export const FoundCities = Type.Object({
  data: Type.Array(City, {
    description:
      'matches in either language, named in the request language; names starting with the text first, then bigger cities; 20 at most',
  }),
});

export const CityAnswer = Type.Object({ data: City });

export const CityIdParam = Type.Object({ cityId: Id() });

const OrderItems = Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,9}:[1-9][0-9]{0,4}$' }), {
  maxItems: ORDER_ITEMS_MAX,
  description: 'the order lines as "productId:qty", e.g. order_items[]=12:1&order_items[]=40:3; their total prices the delivery',
});

export const DeliveriesQuery = Type.Object({ 'order_items[]': Type.Optional(OrderItems) });

export const FilteredDeliveriesQuery = Type.Object({
  'order_items[]': Type.Optional(OrderItems),
  price: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1_000_000_000,
      description: "the order total in UAH to price the delivery at (e.g. after a promo code); default: the order_items' total",
    }),
  ),
  'delivery_ids[]': Type.Optional(Type.Array(Id(), { maxItems: 50, description: 'only these deliveries; absent: all' })),
});

const DeliveryPricing = Type.Object({
  is_by_provider: Type.Boolean({ description: "true: the carrier's tariff applies" }),
  free_from: Nullable(Type.Number({ description: 'UAH; an order of at least this much travels free' })),
  default_price: Type.Number({ description: 'UAH' }),
});

export const CityDelivery = Shared(
  'CityDelivery',
  Type.Object({
    id: Type.Integer(),
    code: Type.String({ description: 'stable name of the delivery, e.g. nova_poshta_office' }),
    title: Type.String(),
    kind: Type.Union([Type.Literal('office'), Type.Literal('address')], {
      description: 'office: pick up at a point (choose one); address: courier (street, house, flat)',
    }),
    pricing: DeliveryPricing,
    price: Nullable(
      Type.Number({
        description:
          "UAH for this order (0: free); null: the carrier's tariff, paid on receipt. A Nova Poshta delivery is priced by Nova Poshta's quote for the parcel when the store has Nova Poshta and it answers (then pricing.default_price is the quote), else by the store's pricing",
      }),
    ),
    offices_count: Type.Integer({ description: 'pickup points of this delivery in the city; 0 for couriers' }),
    delivery_date: Nullable(
      Type.String({
        format: 'date',
        description:
          "yyyy-mm-dd: the day Nova Poshta expects the parcel, when this Nova Poshta delivery is priced by Nova Poshta's quote; null otherwise",
      }),
    ),
  }),
);

export const SavedDeliveriesQuery = Type.Object({
  'order_items[]': Type.Optional(OrderItems),
  price: FilteredDeliveriesQuery.properties.price,
});

export const FilteredSavedDeliveriesQuery = Type.Object({
  ...SavedDeliveriesQuery.properties,
  'delivery_ids[]': Type.Optional(
    Type.Array(Id(), { maxItems: 50, description: 'only saved deliveries of these deliveries; absent: all' }),
  ),
});

export const CheckoutSavedDeliveries = Type.Object({
  data: Type.Array(
    Type.Object({
      ...SavedDelivery.properties,
      delivery_title: Type.String(),
      kind: CityDelivery.properties.kind,
      pricing: DeliveryPricing,
      price: CityDelivery.properties.price,
    }),
    {
      description:
        "saved deliveries of the order's shops and the shop-less ones, newest first, priced for the order; those the city no longer has are left out",
    },
  ),
});

export const CityDeliveries = Type.Object({
  data: Type.Array(CityDelivery, { description: 'couriers always; pickup deliveries only where the city has their points' }),
});

export const WarehousesQuery = Type.Object({
  city_id: Id(),
  delivery_id: Id(),
});

export const FilterWarehousesQuery = Type.Object({
  city_id: Id(),
  delivery_id: Id(),
  query: Type.String({
    default: '',
    maxLength: SEARCH_MAX,
    description: 'part of the title or address (case does not matter); empty: all',
  }),
});

export const PickupPoints = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      address: Type.String(),
      lat: Type.Number(),
      lng: Type.Number(),
      schedule: Type.Array(Type.Object({ days: Type.String(), hours: Type.String() })),
    }),
    { description: 'the pickup points (offices, parcel lockers) of one delivery in one city' },
  ),
});
