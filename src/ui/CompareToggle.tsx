import { useTranslation } from 'react-i18next';
import { paths } from '../domain/paths';
import { AppLink } from './AppLink';
import { CompareIcon } from './icons';
import { ToggleWithTooltip } from './ToggleWithTooltip';

/** The compare toggle of an offer; once pressed, a tooltip leads to the compare list. */
export function CompareToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('compare');
  return (
    <ToggleWithTooltip
      className="compare-button"
      pressed={pressed}
      onToggle={onToggle}
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
