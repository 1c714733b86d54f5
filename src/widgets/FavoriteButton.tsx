import { useSignals } from '@preact/signals-react/runtime';
import { favoriteIds, toggleFavorite } from '../stores/favorites';
import { FavoriteToggle } from '../ui/FavoriteToggle';

/** Keeps the offer in (or takes it out of) the customer's favourites; a guest is told to sign in. */
export function FavoriteButton({ productId }: { productId: number }) {
  useSignals();
  return <FavoriteToggle pressed={favoriteIds.value.includes(productId)} onToggle={() => void toggleFavorite(productId)} />;
}
