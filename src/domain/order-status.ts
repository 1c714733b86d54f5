/**
 * How a seller moves an order along (docs/product-rules.md#seller-orders): confirmed, sent, then fulfilled (the buyer has
 * it, which opens the order to a review of the seller); cancelled while it has not left the warehouse. Fulfilled and
 * cancelled are final.
 */
export const ORDER_STATUSES = ['new', 'confirmed', 'sent', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a seller may set: every one but the one an order starts in. */
export const SELLER_SET_STATUSES = ['confirmed', 'sent', 'fulfilled', 'cancelled'] as const satisfies readonly OrderStatus[];
export type SellerSetStatus = (typeof SELLER_SET_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['sent', 'cancelled'],
  sent: ['fulfilled'],
  fulfilled: [],
  cancelled: [],
};

/** 'move' to change it, 'same' when it already is there (asking twice changes nothing), 'refused' otherwise. */
export function orderStatusChange(from: OrderStatus, to: OrderStatus): 'move' | 'same' | 'refused' {
  if (from === to) return 'same';
  return NEXT[from].includes(to) ? 'move' : 'refused';
}

/**
 * Why a seller cancels an order (docs/product-rules.md#seller-orders): the buyer is told the reason, so a fixed list
 * the shop words in both languages; "other" is the seller's own words, a note it cannot go without.
 */
export const CANCEL_REASONS = ['out_of_stock', 'buyer_asked', 'cannot_deliver', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The longest note a cancellation carries: one or two sentences the buyer reads in a push. */
export const CANCEL_NOTE_MAX = 300;
