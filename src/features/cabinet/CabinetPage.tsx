import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../domain/paths';
import { customer } from '../../stores/customer';
import { tabFromSearch } from './tab-keys';
import { cabinetTabs } from './tabs';
import { WaitingChanges } from './shared/WaitingChanges';
import { AppLink } from '../../ui/AppLink';
import { SignOutButton } from '../../ui/SignOutButton';
import './cabinet.css';

/** /cabinet?tab=...: the section menu, the chosen section, and logout. */
export default function CabinetPage() {
  useSignals();
  const { t } = useTranslation(['cabinet', 'common']);
  const [, navigate] = useLocation();
  const current = tabFromSearch(useSearch());
  if (!customer.value) return null;
  const Tab = cabinetTabs.find((tab) => tab.key === current)!.component;

  return (
    <div className="cabinet">
      <h1 className="cabinet__title">{t('title')}</h1>
      <nav className="cabinet__menu" aria-label={t('menu')}>
        <ul>
          {cabinetTabs.map(({ key }) => (
            <li key={key}>
              <AppLink href={paths.cabinet(key)} aria-current={key === current ? 'page' : undefined}>
                {t(`tabs.${key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
        {/* The cabinet is private: a guest has nothing to see here, so sign-out goes home. */}
        <SignOutButton onSignedOut={() => navigate('/', { replace: true })} />
      </nav>
      <section className="cabinet__section" aria-labelledby="cabinet-section-title">
        <h2 id="cabinet-section-title">{t(`tabs.${current}`)}</h2>
        <WaitingChanges />
        <Suspense
          fallback={
            <p className="cabinet__loading" aria-busy="true">
              {t('common:loading')}
            </p>
          }
        >
          <Tab />
        </Suspense>
      </section>
    </div>
  );
}
