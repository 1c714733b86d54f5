import { unopenedOrders } from '../../api/seller-orders';
import { useResource } from '../../lib/resource';

/**
 * The count of orders no one of the shop has opened: the orders tab shows it on every tab of the workspace, and the
 * board asks again when it opens one. One key, so both read one answer.
 */
export function useUnopenedOrders(pollMs: number) {
  return useResource({ key: 'seller-orders:unopened', load: unopenedOrders }, { poll: pollMs, keepPrevious: true });
}
