import { groupIntoSellerOrders, orderableQty } from '../../../src/domain/cart-rules';
import { uahToKopecks } from '../../../src/domain/money';
import type { CartItem } from '../../contract/cart';

/** The id of a checkout order, stable for the same seller and warehouse (CheckoutOrder.id). */
export const orderGroupId = (sellerId: number, warehouseId: number) => `${sellerId}-${warehouseId}`;

interface CartGroup {
  id: string;
  seller: { id: number; shop_name: string };
  warehouse_id: number;
  /** the cart lines with `qty` set to what is ordered */
  items: CartItem[];
  totalKop: number;
}

/** The cart as checkout orders: one per seller and warehouse, in cart order, and the lines left out. */
export function groupCart(items: readonly CartItem[]): { groups: CartGroup[]; dropped: CartItem[] } {
  const orderable: CartItem[] = [];
  const dropped: CartItem[] = [];
  for (const item of items) {
    const qty = orderableQty(item);
    if (qty > 0) orderable.push({ ...item, qty });
    else dropped.push(item);
  }
  const groups = groupIntoSellerOrders(orderable).map((group) => {
    const seller = group.items[0]!.seller;
    return {
      id: orderGroupId(seller.id, group.warehouse_id),
      seller,
      warehouse_id: group.warehouse_id,
      items: group.items,
      totalKop: group.items.reduce((sum, item) => sum + uahToKopecks(item.price) * item.qty, 0),
    };
  });
  return { groups, dropped };
}
