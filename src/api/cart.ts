import { api } from '../lib/api';
import { operation } from '../lib/operation';
import type { OutboxEntry, OutboxRequest } from '../lib/outbox';
import { bodyOf } from './answer';
import type { ResponseOf } from './types';

export type CartAnswer = ResponseOf<'/api/cart/items', 'post'>;
export type CartItem = CartAnswer['items'][number];

/** The cart the session names; the `cart_session` cookie stands in when there is none yet. */
const sessionHeader = (cartSession: string | null): Record<string, string> => (cartSession ? { 'cart-session': cartSession } : {});

export const fetchCart = (cartSession: string | null) =>
  bodyOf(api.POST('/api/cart/items', { params: { header: sessionHeader(cartSession) } }));

/** The outbox scope of cart changes. */
export const CART_SCOPE = 'cart';

/** How many units of the product the cart should hold, 0 removing it: absolute, so a replay is harmless. */
export const cartChange = (productId: number, qty: number): OutboxRequest => ({
  operation:
    qty === 0
      ? operation('delete', '/api/cart/update', { body: { product_id: productId } })
      : operation('put', '/api/cart/update', { body: { product_id: productId, qty } }),
  scope: CART_SCOPE,
});

/** The change a queued cart write stands for. */
export function cartChangeOf(entry: OutboxEntry): { productId: number; qty: number } {
  const body = entry.operation.body as { product_id: number; qty?: number };
  return { productId: body.product_id, qty: entry.operation.method === 'delete' ? 0 : (body.qty ?? 0) };
}

/** The headers a cart change is sent with: the cart as it is when it is sent, a change made before the cart existed taking the session its predecessor got. */
export const inCart = (cartSession: string | null): Record<string, string> => sessionHeader(cartSession);
