import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { paths } from '../../domain/paths';
import { compareIds, toggleCompare } from '../../stores/compare';
import { AppLink } from '../../ui/AppLink';
import { CompareIcon } from '../../ui/icons';
import { ToggleWithTooltip } from '../../ui/ToggleWithTooltip';

/** Adds the offer to (or takes it out of) the compare list of its category; once pressed, a tooltip leads to the list. */
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
          <AppLink href={paths.compare()}>{t('goToCompare')}</AppLink>
        </>
      }
    />
  );
}
