import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { AccountLink } from './AccountLink';
import { AppLink } from '../../ui/AppLink';
import { consentSettingsOpen } from '../../lib/analytics/consent';
import { useResource } from '../../lib/resource';
import { lang } from '../../stores/session';
import { footerResource } from './resources';

export function Footer() {
  useSignals();
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('consent');
  const footer = useResource(footerResource(lang.value));
  const data = footer.data;
  return (
    <footer className="footer">
      <div className="footer__inner container">
        {data?.groups.map((g) => (
          <section key={g.title} className="footer__group">
            <h2 className="footer__title">{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.url}>
                  <AppLink href={l.url}>{l.title}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {data && (
          <section className="footer__group">
            <h2 className="footer__title">{t('contacts')}</h2>
            <p>
              <a href={`tel:${data.contacts.phone.replace(/\s/g, '')}`}>{data.contacts.phone}</a>
            </p>
            <p>
              <a href={`mailto:${data.contacts.email}`}>{data.contacts.email}</a>
            </p>
            <p>{data.contacts.schedule}</p>
            <p>
              <AccountLink />
            </p>
          </section>
        )}
        <p className="footer__copy">
          © 2026 {t('storeName')} {/* docs/product-rules.md#analytics-and-attribution: the privacy choice can be changed at any time */}
          <button type="button" className="footer__consent" onClick={() => (consentSettingsOpen.value = true)}>
            {tc('footerLink')}
          </button>
        </p>
      </div>
    </footer>
  );
}
