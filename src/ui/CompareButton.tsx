import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../domain/paths';
import { compareIds, toggleCompare } from '../stores/compare';
import { CompareIcon } from './icons';
import { ToggleWithTooltip } from './ToggleWithTooltip';

/** Adds the offer to (or takes it out of) the compare list of its category. */
export function CompareButton({ productId }: { productId: number }) {
  useSignals();
  const { t } = useTranslation('compare');
  return (
    <ToggleWithTooltip
      className="compare-button"
      pressed={compareIds.value.includes(productId)}
      onToggle={() => void toggleCompare(productId)}
      label={t('compare')}
      icon={<CompareIcon />}
      tooltip={
        <>
          <span>{t('added')}</span>
          <Link href={paths.compare()}>{t('goToCompare')}</Link>
        </>
      }
    />
  );
}
