import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { favoriteIds, toggleFavorite } from '../stores/favorites';
import { ToggleWithTooltip } from './ToggleWithTooltip';
import './favorite-button.css';

/** The shop's sign for favourites; filled by the pressed state of the button around it. */
export function HeartIcon({ size = 20 }: { size?: number }) {
  return (
    <svg className="heart-icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20.5s-7.6-4.6-9.4-9.3C1.3 7.9 3.5 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.5 0 5.7 3.4 4.4 6.7-1.8 4.7-9.4 9.3-9.4 9.3z" />
    </svg>
  );
}

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
