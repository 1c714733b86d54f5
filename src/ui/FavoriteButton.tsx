import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { favoriteIds, toggleFavorite } from '../stores/favorites';
import { HeartIcon } from './icons';
import { ToggleWithTooltip } from './ToggleWithTooltip';
import './favorite-button.css';

/** Keeps the offer in (or takes it out of) the customer's favourites; a guest is told to sign in. */
export function FavoriteButton({ productId }: { productId: number }) {
  useSignals();
  const { t } = useTranslation('favorites');
  return (
    <ToggleWithTooltip
      className="favorite-button"
      pressed={favoriteIds.value.includes(productId)}
      onToggle={() => void toggleFavorite(productId)}
      label={t('favorite')}
      icon={<HeartIcon />}
      tooltip={<span>{t('added')}</span>}
    />
  );
}
