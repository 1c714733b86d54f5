import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Operator } from '../../api/operator';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { AuditLog } from './AuditLog';
import { CooperationQueue } from './CooperationQueue';
import { ModerationQueues } from './ModerationQueues';
import { ReviewQueues } from './ReviewQueues';
import { SellerPauses } from './SellerPauses';
import { sectionFromSearch, sectionsFor, type AdminSection } from './sections';

const SCREENS: Record<AdminSection, () => React.JSX.Element> = {
  onboarding: CooperationQueue,
  sellers: SellerPauses,
  moderation: ModerationQueues,
  audit: AuditLog,
};

/** The signed-in operator's sections as tabs of one page; a moderator has the moderation queues only. */
export function AdminSections({ user }: { user: Operator }) {
  const { t } = useTranslation('admin');
  const current = sectionFromSearch(useSearch(), user.role);
  const Screen = SCREENS[current];
  const sections = sectionsFor(user.role);
  return (
    <>
      {sections.length > 1 && (
        <nav className="admin__sections" aria-label={t('sectionsLabel')}>
          {sections.map((section) => (
            <AppLink
              key={section}
              href={`${paths.admin()}?section=${section}`}
              className="admin__section"
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`sections.${section}`)}
            </AppLink>
          ))}
        </nav>
      )}
      <Screen />
      {current === 'moderation' && <ReviewQueues canSwitchMode={user.role === 'admin'} />}
    </>
  );
}
