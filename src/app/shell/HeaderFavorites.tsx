import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { favoritesCount, favoritesGuest, loadFavorites } from '../../stores/favorites';
import { afterFirstScreen } from '../../lib/first-screen';
import { lang } from '../../stores/session';
import { HeartIcon } from '../../ui/icons';
import { HeaderIcon } from './HeaderIcon';

/**
 * How many products the customer keeps in favourites; a guest sees the plain heart. Loads them on start.
 * It opens nothing yet: the favourites lists arrive with the cabinet.
 */
export function HeaderFavorites() {
  useSignals();
  const { t, ready } = useTranslation('favorites', { useSuspense: false });
  const count = favoritesCount.value;
  const guest = favoritesGuest.value;
  const currentLang = lang.value;
  useEffect(() => {
    // The shopper's own lists arrive after the server's page is taken over, never in the middle of it.
    afterFirstScreen(() => void loadFavorites(currentLang));
  }, [currentLang]);
  const label = ready ? (guest ? t('headerGuestLabel') : t('headerLabel', { count })) : undefined;
  return <HeaderIcon name="favorites" label={label} icon={<HeartIcon size={24} />} count={count} />;
}
