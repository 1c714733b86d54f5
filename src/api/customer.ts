import { api, ApiFailure, apiFailure } from '../lib/api';
import { i18next } from '../lib/i18n';
import { dataOf } from './answer';
import type { ResponseOf } from './types';

export type Customer = ResponseOf<'/api/customer'>['data'];

/** Who is signed in; a guest is answered 401. */
export const fetchCustomer = () => dataOf(api.GET('/api/customer'));

const network = () => new ApiFailure(0, { message: i18next.t('errors:network') });

/** Ends the session on the server. The answer is a bodiless 204, which `bodyOf` would read as a failure. */
export async function endSession(): Promise<void> {
  const ended = await api.POST('/api/auth/logout').catch(() => {
    throw network();
  });
  if (!ended.response.ok) throw new ApiFailure(ended.response.status, { message: i18next.t('errors:unexpected') });
}

/** docs/product-rules.md#cabinet "account deletion": the server removes the account and its session. */
export async function deleteCustomer(): Promise<void> {
  const deleted = await api.DELETE('/api/customer/delete', { body: { confirm: true } }).catch(() => {
    throw network();
  });
  if (!deleted.response.ok) throw apiFailure(deleted.response.status, deleted.error, i18next.t('errors:unexpected'));
}
