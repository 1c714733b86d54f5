import type { FastifyRequest } from 'fastify';
import { CITY_SEARCH_MIN_CHARS, isCitySearchLongEnough } from '../../src/domain/limits';
import { kopecksToUah } from '../../src/domain/money';
import { ErrorBody, errorResponses, IdParam } from '../contract/common';
import {
  CheckoutSavedDeliveries,
  CityAnswer,
  CityDeliveries,
  CityHeaders,
  CityIdParam,
  DeliveriesQuery,
  FilteredDeliveriesQuery,
  FilteredSavedDeliveriesQuery,
  FilterWarehousesQuery,
  FindCityQuery,
  FoundCities,
  PickupPoints,
  SavedDeliveriesQuery,
  TopCities,
  WarehousesQuery,
} from '../contract/delivery';
import type { Db } from '../db/connection';
import { customerOf } from '../http/customer';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/lang';
import { errorText } from '../i18n/texts';
import {
  cityById,
  cityDeliveries,
  deliveryTypeExists,
  findCities,
  orderTotalKop,
  parseOrderItems,
  pickupPoints,
  topCities,
} from '../services/delivery/delivery';
import { pricedSavedDeliveries } from '../services/checkout/saved-delivery-prices';
import { declaredUahOf, quotingFor, sellerOfGoods } from '../services/delivery/delivery-quotes';
import type { RoutePlugin } from './context';

const tags = ['delivery'];
const headers = CityHeaders;

/** The Accept-City header when it names a city id; anything else is no preference. */
function ownCityId(req: FastifyRequest): number | null {
  const value = req.headers['accept-city'];
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

async function requireCity(db: Db, req: FastifyRequest, id: number) {
  const city = await cityById(db, requestLang(req), id);
  if (!city) throw new ApiError(404, 'cityNotFound');
  return city;
}

/** The goods' total in UAH of the `order_items[]`; a product that no longer exists is a 400 on that field. */
async function itemsTotalUah(db: Db, req: FastifyRequest, entries: readonly string[] = []): Promise<number> {
  const total = await orderTotalKop(db, parseOrderItems(entries));
  if ('unknown' in total)
    throw new ApiError(400, 'orderItemsUnknown', { 'order_items[]': [errorText(requestLang(req), 'orderItemsUnknown')] });
  return kopecksToUah(total.totalKop);
}

/** docs/product-rules.md#checkout "Cities and delivery": the city picker, the deliveries a city has with their prices, and pickup points. */
export const deliveryRoutes: RoutePlugin = async (app, { db, config, providers }) => {
  // Nova Poshta's quotes need its client and the city the parcels leave from: the seller's own account's sender
  // when its owner gave a key, else the store's (the sender of ADR 59).
  const store = providers.novaPoshta ? { client: providers.novaPoshta, senderCityRef: config.novaPoshta?.sender?.cityRef ?? null } : null;
  const quotesFor = async (itemsUah: number, entries: readonly string[] = []) => ({
    quoting: await quotingFor(
      db,
      store,
      await sellerOfGoods(
        db,
        parseOrderItems(entries).map((item) => item.productId),
      ),
    ),
    declaredUah: itemsUah > 0 ? declaredUahOf(itemsUah * 100) : 0,
  });

  app.get(
    '/api/delivery/top-cities',
    {
      schema: {
        tags,
        summary: 'Cities offered before the shopper types: their own city, the capital, then the biggest',
        headers,
        response: { 200: TopCities, ...errorResponses },
      },
    },
    async (req) => ({ data: await topCities(db, requestLang(req), ownCityId(req)), error: null }),
  );

  app.get(
    '/api/delivery/find-city',
    {
      schema: {
        tags,
        summary: 'City search by Ukrainian or Russian name (3+ characters), named in the request language',
        headers,
        querystring: FindCityQuery,
        response: { 200: FoundCities, ...errorResponses },
      },
    },
    async (req, reply) => {
      if (!isCitySearchLongEnough(req.query.name)) {
        const text = errorText(requestLang(req), 'citySearchTooShort', { count: String(CITY_SEARCH_MIN_CHARS) });
        return reply.status(400).send({ message: text, errors: { name: [text] } });
      }
      return { data: await findCities(db, requestLang(req), req.query.name) };
    },
  );

  app.get(
    '/api/cities/:id',
    { schema: { tags, summary: 'One city', headers, params: IdParam, response: { 200: CityAnswer, ...errorResponses } } },
    async (req) => ({ data: await requireCity(db, req, req.params.id) }),
  );

  app.get(
    '/api/delivery/warehouses',
    {
      schema: {
        tags,
        summary: 'Pickup points of a delivery in a city',
        headers,
        querystring: WarehousesQuery,
        response: { 200: PickupPoints, ...errorResponses },
      },
    },
    async (req) => {
      await requireCity(db, req, req.query.city_id);
      if (!(await deliveryTypeExists(db, req.query.delivery_id))) throw new ApiError(404, 'deliveryNotFound');
      return { data: await pickupPoints(db, requestLang(req), req.query.city_id, req.query.delivery_id) };
    },
  );

  app.get(
    '/api/delivery/filter/warehouses',
    {
      schema: {
        tags,
        summary: 'Pickup points of a delivery in a city whose title or address contains the query',
        headers,
        querystring: FilterWarehousesQuery,
        response: { 200: PickupPoints, ...errorResponses },
      },
    },
    async (req) => {
      await requireCity(db, req, req.query.city_id);
      if (!(await deliveryTypeExists(db, req.query.delivery_id))) throw new ApiError(404, 'deliveryNotFound');
      return { data: await pickupPoints(db, requestLang(req), req.query.city_id, req.query.delivery_id, req.query.query) };
    },
  );

  const savedFor = async (req: FastifyRequest, query: { 'order_items[]'?: string[]; price?: number; 'delivery_ids[]'?: number[] }) => {
    const { id } = customerOf(req);
    const items = parseOrderItems(query['order_items[]'] ?? []);
    const itemsTotal = await itemsTotalUah(db, req, query['order_items[]']);
    return {
      data: await pricedSavedDeliveries(
        db,
        requestLang(req),
        id,
        items,
        query.price ?? itemsTotal,
        query['delivery_ids[]'],
        await quotesFor(itemsTotal, query['order_items[]']),
      ),
    };
  };
  const savedDescription =
    "The signed-in customer's saved deliveries for an order: those of the shops of order_items[] (every shop without them) and the shop-less ones, newest first, each priced as its city's deliveries are (docs/product-rules.md#delivery-price) for `price`, or the order_items[] total. A saved delivery its city no longer offers is left out. 401 for a guest.";

  app.get(
    '/api/delivery/checkout/customer',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: "The customer's saved deliveries for the checkout, priced for the order",
        description: savedDescription,
        querystring: SavedDeliveriesQuery,
        response: { 200: CheckoutSavedDeliveries, ...errorResponses, 401: ErrorBody },
      },
    },
    (req) => savedFor(req, req.query),
  );

  app.get(
    '/api/delivery/filter/checkout/customer',
    {
      config: { customer: 'required' },
      schema: {
        tags,
        summary: "The customer's saved deliveries of the chosen deliveries (delivery_ids[]), priced for the order",
        description: savedDescription,
        querystring: FilteredSavedDeliveriesQuery,
        response: { 200: CheckoutSavedDeliveries, ...errorResponses, 401: ErrorBody },
      },
    },
    (req) => savedFor(req, req.query),
  );

  app.get(
    '/api/delivery/:cityId',
    {
      schema: {
        tags,
        summary: 'Deliveries to a city, priced for the order',
        description:
          'Couriers always; pickup deliveries only where the city has their points. The price follows docs/product-rules.md#delivery-price "Delivery price" for the total of order_items[]; a Nova Poshta delivery is priced by Nova Poshta\'s quote for that parcel when the store has Nova Poshta and it answers, with the day it expects the parcel.',
        headers,
        params: CityIdParam,
        querystring: DeliveriesQuery,
        response: { 200: CityDeliveries, ...errorResponses },
      },
    },
    async (req) => {
      await requireCity(db, req, req.params.cityId);
      const total = await itemsTotalUah(db, req, req.query['order_items[]']);
      const quotes = await quotesFor(total, req.query['order_items[]']);
      return { data: await cityDeliveries(db, requestLang(req), req.params.cityId, total, undefined, quotes) };
    },
  );

  app.get(
    '/api/delivery/filter/:cityId',
    {
      schema: {
        tags,
        summary: 'The chosen deliveries to a city (delivery_ids[]), priced for the order total `price` or the order_items[] total',
        headers,
        params: CityIdParam,
        querystring: FilteredDeliveriesQuery,
        response: { 200: CityDeliveries, ...errorResponses },
      },
    },
    async (req) => {
      await requireCity(db, req, req.params.cityId);
      const itemsTotal = await itemsTotalUah(db, req, req.query['order_items[]']);
      return {
        data: await cityDeliveries(
          db,
          requestLang(req),
          req.params.cityId,
          req.query.price ?? itemsTotal,
          req.query['delivery_ids[]'],
          await quotesFor(itemsTotal, req.query['order_items[]']),
        ),
      };
    },
  );
};
