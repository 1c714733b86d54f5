import { normalizeUaPhone, phoneDigits } from '../../../domain/phone';
import type { RecipientValues } from '../../../domain/profile-rules';
import { api, unwrap } from '../../../lib/api';
import type { paths } from '../../../lib/api-schema';
import { i18next } from '../../../lib/i18n';

const network = () => i18next.t('errors:network');

export type Recipient = paths['/api/customer/contacts']['get']['responses'][200]['content']['application/json']['data'][number];
export type SavedDelivery = paths['/api/customer/deliveries']['get']['responses'][200]['content']['application/json']['data'][number];
export type NewDelivery = paths['/api/customer/deliveries']['post']['requestBody']['content']['application/json'];
export type City = paths['/api/delivery/find-city']['get']['responses'][200]['content']['application/json']['data'][number];
export type CityDelivery = paths['/api/delivery/{cityId}']['get']['responses'][200]['content']['application/json']['data'][number];
export type PickupPoint = paths['/api/delivery/warehouses']['get']['responses'][200]['content']['application/json']['data'][number];

export const listRecipients = async () => (await unwrap(api.GET('/api/customer/contacts'), network())).data;

/** A new recipient, or the edit of one (`id`); docs/product-rules.md#cabinet: the phone goes as digits. */
export async function saveRecipient(values: RecipientValues, id?: number): Promise<Recipient> {
  const body = { ...values, phone: normalizeUaPhone(values.phone) ?? phoneDigits(values.phone) };
  if (id === undefined) return (await unwrap(api.POST('/api/customer/contacts', { body }), network())).data;
  return (await unwrap(api.PUT('/api/customer/contacts/{id}', { params: { path: { id } }, body }), network())).data;
}

export const removeRecipient = async (id: number) => (await unwrap(api.DELETE('/api/customer/contacts/{id}', { params: { path: { id } } }), network())).data;

export const listDeliveries = async () => (await unwrap(api.GET('/api/customer/deliveries'), network())).data;
export const addDelivery = async (body: NewDelivery) => (await unwrap(api.POST('/api/customer/deliveries', { body }), network())).data;
export const removeDelivery = async (id: number) => (await unwrap(api.DELETE('/api/customer/deliveries/{id}', { params: { path: { id } } }), network())).data;

export const findCities = async (name: string) => (await unwrap(api.GET('/api/delivery/find-city', { params: { query: { name } } }), network())).data;
export const cityDeliveries = async (cityId: number) => (await unwrap(api.GET('/api/delivery/{cityId}', { params: { path: { cityId } } }), network())).data;
export const pickupPoints = async (cityId: number, deliveryId: number) =>
  (await unwrap(api.GET('/api/delivery/warehouses', { params: { query: { city_id: cityId, delivery_id: deliveryId } } }), network())).data;
