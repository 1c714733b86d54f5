import { api } from '../lib/api';
import { operation, type Operation } from '../lib/operation';
import { answer } from './answer';
import type { ResponseOf } from './types';

export type CartAnswer = ResponseOf<'/api/cart/items', 'post'>;
export type CartItem = CartAnswer['items'][number];

/** The cart the session names; the `cart_session` cookie stands in when there is none yet. */
const sessionHeader = (cartSession: string | null): Record<string, string> => (cartSession ? { 'cart-session': cartSession } : {});

export const fetchCart = (cartSession: string | null) => answer(api.POST('/api/cart/items', { params: { header: sessionHeader(cartSession) } }));

/** How many units of the product the cart should hold, 0 removing it: absolute, so a replay is harmless. */
export const cartChange = (productId: number, qty: number): Operation =>
  qty === 0
    ? operation('delete', '/api/cart/update', { body: { product_id: productId } })
    : operation('put', '/api/cart/update', { body: { product_id: productId, qty } });

/** The change addressed to the cart as it is when it is sent: a change made before the cart existed takes the session its predecessor got. */
export const inCart = (change: Operation, cartSession: string | null): Operation => ({ ...change, params: { ...change.params, header: sessionHeader(cartSession) } });
