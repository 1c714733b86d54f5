import { api } from '../lib/api';
import { dataOf } from './answer';

/** docs/product-rules.md#support: the back office's support calls, under the operator's own session cookie. */
const at = (id: number) => ({ params: { path: { id } } });

/** What support sees of a phone; a 404 when it has neither account nor order. */
export const supportCustomer = (phone: string) => dataOf(api.GET('/api/operator/support/customers', { params: { query: { phone } } }));

/** One order with its history of statuses; a 404 for an unknown number. */
export const supportOrder = (id: number) => dataOf(api.GET('/api/operator/support/orders/{id}', at(id)));

export const resendCustomerCode = (id: number) => dataOf(api.POST('/api/operator/support/customers/{id}/code', at(id)));
export const blockCustomer = (id: number, reason: string) =>
  dataOf(api.POST('/api/operator/support/customers/{id}/block', { ...at(id), body: { reason } }));
export const unblockCustomer = (id: number) => dataOf(api.POST('/api/operator/support/customers/{id}/unblock', at(id)));

export type SupportCustomer = Awaited<ReturnType<typeof supportCustomer>>;
export type SupportOrder = Awaited<ReturnType<typeof supportOrder>>;
