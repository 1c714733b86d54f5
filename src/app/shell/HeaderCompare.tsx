import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { afterFirstScreen } from '../../lib/first-screen';
import { compareCount, loadCompare } from '../../stores/compare';
import { lang } from '../../stores/session';
import { CompareIcon } from '../../ui/icons';
import { HeaderIcon } from './HeaderIcon';

/** The header's way to the compare lists, with how many products they hold. Loads the lists on start. */
export function HeaderCompare() {
  useSignals();
  // The header must not wait for this namespace: the link works before its label arrives.
  const { t, ready } = useTranslation('compare', { useSuspense: false });
  const count = compareCount.value;
  const currentLang = lang.value;
  useEffect(() => {
    // The shopper's own lists arrive after the server's page is taken over, never in the middle of it.
    afterFirstScreen(() => void loadCompare(currentLang));
  }, [currentLang]);
  return (
    <HeaderIcon
      name="compare"
      href={paths.compare()}
      label={ready ? t('headerLabel', { count }) : undefined}
      icon={<CompareIcon size={24} />}
      count={count}
    />
  );
}
