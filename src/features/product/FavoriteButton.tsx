import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ProductFacts } from '../../lib/analytics/items';
import { favoriteIds, toggleFavorite } from '../../stores/favorites';
import { HeartIcon } from '../../ui/icons';
import { ToggleWithTooltip } from '../../ui/ToggleWithTooltip';
import './favorite-button.css';

/**
 * The heart of an offer: keeps it in (or takes it out of) the customer's favourites; a guest is told to sign in.
 * `product` is what the page shows of it, for the add_to_wishlist event (docs/product-rules.md#analytics-and-attribution).
 */
export function FavoriteButton({ product }: { product: ProductFacts }) {
  useSignals();
  const { t } = useTranslation('favorites');
  return (
    <ToggleWithTooltip
      className="favorite-button"
      pressed={favoriteIds.value.includes(product.id)}
      onToggle={() => void toggleFavorite(product)}
      label={t('favorite')}
      icon={<HeartIcon />}
      tooltip={<span>{t('added')}</span>}
    />
  );
}
