import { useTranslation } from 'react-i18next';
import { HeartIcon } from './icons';
import { ToggleWithTooltip } from './ToggleWithTooltip';
import './favorite-button.css';

/** The heart of an offer: pressed while the offer is among the customer's favourites. */
export function FavoriteToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('favorites');
  return (
    <ToggleWithTooltip
      className="favorite-button"
      pressed={pressed}
      onToggle={onToggle}
      label={t('favorite')}
      icon={<HeartIcon />}
      tooltip={<span>{t('added')}</span>}
    />
  );
}
