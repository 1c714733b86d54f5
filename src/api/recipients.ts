import { normalizeUaPhone, phoneDigits } from '../domain/phone';
import type { RecipientValues } from '../domain/profile-rules';
import { api } from '../lib/api';
import { dataOf } from './answer';
import { changeCustomerData } from './customer-change';
import type { RequestBodyOf, ResponseOf } from './types';

export type Recipient = ResponseOf<'/api/customer/contacts'>['data'][number];
export type SavedDelivery = ResponseOf<'/api/customer/deliveries'>['data'][number];
export type NewDelivery = RequestBodyOf<'/api/customer/deliveries'>;

export const listRecipients = () => dataOf(api.GET('/api/customer/contacts'));

/** A new recipient, or the edit of one (`id`); docs/product-rules.md#cabinet: the phone goes as digits. */
export function saveRecipient(values: RecipientValues, id?: number): Promise<Recipient> {
  const body = { ...values, phone: normalizeUaPhone(values.phone) ?? phoneDigits(values.phone) };
  if (id === undefined) return changeCustomerData('post', '/api/customer/contacts', { body });
  return changeCustomerData('put', '/api/customer/contacts/{id}', { params: { path: { id } }, body });
}

export const removeRecipient = (id: number) => changeCustomerData('delete', '/api/customer/contacts/{id}', { params: { path: { id } } });

export const listDeliveries = () => dataOf(api.GET('/api/customer/deliveries'));
export const addDelivery = (body: NewDelivery) => changeCustomerData('post', '/api/customer/deliveries', { body });
export const removeDelivery = (id: number) => changeCustomerData('delete', '/api/customer/deliveries/{id}', { params: { path: { id } } });
