import { useSignals } from '@preact/signals-react/runtime';
import type { ProductFacts } from '../lib/analytics/items';
import { favoriteIds, toggleFavorite } from '../stores/favorites';
import { FavoriteToggle } from '../ui/FavoriteToggle';

/**
 * Keeps the offer in (or takes it out of) the customer's favourites; a guest is told to sign in. `product` is what
 * the page shows of it, for the add_to_wishlist event (docs/product-rules.md#analytics-and-attribution).
 */
export function FavoriteButton({ product }: { product: ProductFacts }) {
  useSignals();
  return <FavoriteToggle pressed={favoriteIds.value.includes(product.id)} onToggle={() => void toggleFavorite(product)} />;
}
