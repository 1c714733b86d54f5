import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Operator } from '../../api/operator';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { AuditLog } from './AuditLog';
import { CatalogueSection } from './CatalogueSection';
import { ContentSection } from './ContentSection';
import { CooperationQueue } from './CooperationQueue';
import { CustomerSupport } from './CustomerSupport';
import { ModerationQueues } from './ModerationQueues';
import { OperatorTeam } from './OperatorTeam';
import { ProposalQueue } from './ProposalQueue';
import { PromotionsSection } from './PromotionsSection';
import { ReviewQueues } from './ReviewQueues';
import { SellerPauses } from './SellerPauses';
import { SECTION_LABELS, sectionFromSearch, sectionsFor, type AdminSection } from './sections';

/** The moderation section: shoppers' reports, then sellers' proposed products. */
function ModerationScreen() {
  return (
    <>
      <ModerationQueues />
      <ProposalQueue />
    </>
  );
}

const SCREENS: Record<AdminSection, () => React.JSX.Element> = {
  onboarding: CooperationQueue,
  sellers: SellerPauses,
  moderation: ModerationScreen,
  promotions: PromotionsSection,
  content: ContentSection,
  catalogue: CatalogueSection,
  support: CustomerSupport,
  team: OperatorTeam,
  audit: AuditLog,
};

/** The signed-in operator's sections as tabs of one page; a moderator has the moderation queues only. */
export function AdminSections({ user }: { user: Operator }) {
  const { t } = useTranslation(['admin', 'admin-promotions', 'admin-content', 'admin-catalogue', 'admin-support', 'admin-team']);
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
              {t(SECTION_LABELS[section])}
            </AppLink>
          ))}
        </nav>
      )}
      <Screen />
      {current === 'moderation' && <ReviewQueues canSwitchMode={user.role === 'admin'} />}
    </>
  );
}
