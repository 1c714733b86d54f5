import { api, unwrap } from '../../lib/api';
import { i18next } from '../../lib/i18n';

/** docs/product-rules.md#cabinet "Repeat order": the order's items go back into the signed-in customer's cart; what cannot comes back as dropped. */
export async function repeatOrder(orderId: number) {
  return unwrap(api.POST('/api/customer/orders/repeat', { body: { order_id: orderId, item_list_name: 'repeat_order' } }), i18next.t('errors:network'));
}
