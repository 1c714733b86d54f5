import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';

/** Every order of a checkout as the server knows it now: seller, units, total, payment status, receipt link. */
export async function fetchCheckoutOrders(checkoutId: string) {
  return (await unwrap(api.GET('/api/payment/group-status', { params: { query: { checkout_id: checkoutId } } }), i18next.t('errors:network'))).data;
}
