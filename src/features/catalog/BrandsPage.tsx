import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageFailure } from '../../ui/PageFailure';
import { Picture } from '../../ui/Picture';
import { ListingSkeleton } from './Listing';
import { AppLink } from '../../ui/AppLink';
import { brandsResource } from './resources';
import './catalog.css';

const letterId = (letter: string) => `brands-${encodeURIComponent(letter)}`;

/** Every brand: the popular ones with their logos, then all of them by first letter with an index to jump. */
export default function BrandsPage() {
  useSignals();
  const { t } = useTranslation(['brands', 'common']);
  const page = useResource(brandsResource(lang.value));
  if (!page.data) return page.status === 'failed' ? <PageFailure error={page.error} /> : <ListingSkeleton />;
  const { popular, groups } = page.data.data;
  return (
    <div className="brands">
      <Breadcrumbs items={[{ title: page.data.seo.h1, url: '/brand' }]} homeLabel={t('common:home')} label={t('common:breadcrumbs')} />
      <h1>{page.data.seo.h1}</h1>
      {popular.length > 0 && (
        <section aria-labelledby="brands-popular-title">
          <h2 id="brands-popular-title">{t('popular')}</h2>
          <ul className="brand-cards">
            {popular.map((b) => (
              <li key={b.id}>
                <AppLink href={b.url} className="brand-card">
                  <Picture image={b.logo} className="brand-card__logo" />
                  <span className="brand-card__name">{b.name}</span>
                  <span className="brand-card__count">{t('productsCount', { count: b.count })}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="brands-all-title">
        <h2 id="brands-all-title">{t('all')}</h2>
        <nav className="letter-index" aria-label={t('letterIndex')}>
          <ul>
            {groups.map((g) => (
              <li key={g.letter}>
                <a href={`#${letterId(g.letter)}`}>{g.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((g) => (
          <section key={g.letter} id={letterId(g.letter)} className="brand-group" aria-labelledby={`${letterId(g.letter)}-title`}>
            <h3 id={`${letterId(g.letter)}-title`} className="brand-group__letter">
              {g.letter}
            </h3>
            <ul className="brand-group__list">
              {g.brands.map((b) => (
                <li key={b.id}>
                  <AppLink href={b.url}>
                    {b.name} <span className="brand-group__count">{b.count}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
