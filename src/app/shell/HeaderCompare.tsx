import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../domain/paths';
import { compareCount, loadCompare } from '../../stores/compare';
import { lang } from '../../stores/session';
import { CompareIcon } from '../../ui/CompareButton';
import './header-compare.css';

/** The header's way to the compare lists, with how many products they hold. Loads the lists on start. */
export function HeaderCompare() {
  useSignals();
  // The header must not wait for this namespace: the link works before its label arrives.
  const { t, ready } = useTranslation('compare', { useSuspense: false });
  const count = compareCount.value;
  const currentLang = lang.value;
  useEffect(() => {
    void loadCompare(currentLang);
  }, [currentLang]);
  return (
    <Link href={paths.compare()} className="header-compare" aria-label={ready ? t('headerLabel', { count }) : undefined}>
      <CompareIcon size={24} />
      {count > 0 && (
        <span className="header-compare__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
