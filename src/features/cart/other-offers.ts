import { fetchBaseProduct } from '../../api/product';

/** Every seller's offer of the goods in the cart; null when they could not load (docs/product-rules.md#errors-and-notices: only logged). */
export const fetchOffers = (baseProductId: number) =>
  fetchBaseProduct(baseProductId).catch((error: unknown) => {
    console.warn('cart: other sellers failed to load', error);
    return null;
  });
