import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';

/** The payment status of each order of a checkout, as the payment provider's callback left it. */
export async function fetchPaymentStatuses(checkoutId: string) {
  return (await unwrap(api.GET('/api/payment/group-status', { params: { query: { checkout_id: checkoutId } } }), i18next.t('errors:network'))).data;
}
