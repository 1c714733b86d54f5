import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Operator } from '../../api/operator';
import { paths } from '../../domain/paths';
import { AppLink } from '../../ui/AppLink';
import { AuditLog } from './AuditLog';
import { CooperationQueue } from './CooperationQueue';
import { ModerationQueues } from './ModerationQueues';
import { ProposalQueue } from './ProposalQueue';
import { PromotionsSection } from './PromotionsSection';
import { SellerPauses } from './SellerPauses';
import { sectionFromSearch, sectionsFor, type AdminSection } from './sections';

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
  audit: AuditLog,
};

/** Each section's name in the menu; a section with texts of its own names itself there. */
const LABELS: Record<AdminSection, string> = {
  onboarding: 'sections.onboarding',
  sellers: 'sections.sellers',
  moderation: 'sections.moderation',
  promotions: 'admin-promotions:section',
  audit: 'sections.audit',
};

/** The signed-in operator's sections as tabs of one page; a moderator has the moderation queues only. */
export function AdminSections({ user }: { user: Operator }) {
  const { t } = useTranslation(['admin', 'admin-promotions']);
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
              {t(LABELS[section])}
            </AppLink>
          ))}
        </nav>
      )}
      <Screen />
    </>
  );
}
