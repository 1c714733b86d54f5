import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../domain/paths';
import { compareIds, toggleCompare } from '../stores/compare';
import { ToggleWithTooltip } from './ToggleWithTooltip';

/** Scales with bars of different heights: the shop's sign for comparison, in the header and on buttons. */
export function CompareIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M5 20V11M12 20V4M19 20v-6" />
    </svg>
  );
}

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
