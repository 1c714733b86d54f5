import { api } from '../lib/api';
import { bodyOf, dataOf } from './answer';
import type { ResponseOf } from './types';

export type City = ResponseOf<'/api/delivery/find-city'>['data'][number];
export type CityDelivery = ResponseOf<'/api/delivery/{cityId}'>['data'][number];
export type PickupPoint = ResponseOf<'/api/delivery/warehouses'>['data'][number];
export type MapConfig = ResponseOf<'/api/delivery/map-config'>;

export const topCities = () => dataOf(api.GET('/api/delivery/top-cities'));
export const findCities = (name: string) => dataOf(api.GET('/api/delivery/find-city', { params: { query: { name } } }));
export const cityById = (id: number) => dataOf(api.GET('/api/cities/{id}', { params: { path: { id } } }));

/** An order line as the delivery prices need it. */
export type OrderLine = { product_id: number; qty: number };

/** docs/product-rules.md#checkout "Get deliveries": the city id with the order lines as `order_items[]=productId:qty`. */
export const orderItemsQuery = (products: readonly OrderLine[]) => products.map((p) => `${p.product_id}:${p.qty}`);

/** The ways to deliver to the city; with the order's lines, priced for them (the cabinet asks without). */
export const cityDeliveries = (cityId: number, products: readonly OrderLine[] = []) =>
  dataOf(api.GET('/api/delivery/{cityId}', { params: { path: { cityId }, query: { 'order_items[]': orderItemsQuery(products) } } }));

/** Every pickup point of the delivery in the city, or those whose title or address holds the query. */
export function pickupPoints(cityId: number, deliveryId: number, query = '') {
  const q = query.trim();
  const call = q
    ? api.GET('/api/delivery/filter/warehouses', { params: { query: { city_id: cityId, delivery_id: deliveryId, query: q } } })
    : api.GET('/api/delivery/warehouses', { params: { query: { city_id: cityId, delivery_id: deliveryId } } });
  return dataOf(call);
}

export const mapConfig = () => bodyOf(api.GET('/api/delivery/map-config'));
