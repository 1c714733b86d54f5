import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths, splitLang } from '../../domain/paths';
import { ApiFailure } from '../../lib/api';
import { usePageHead } from '../../lib/page-head';
import { customer, logout } from '../../stores/customer';
import { notifyFailure } from '../../stores/notifications';
import { lang } from '../../stores/session';
import './cabinet.css';

/** /cabinet: for now the profile tab (SPEC 2 "tab=profile"); the other tabs join as their features are built. */
export default function CabinetPage() {
  useSignals();
  const { t } = useTranslation(['cabinet', 'common']);
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  usePageHead(lang.value, { title: `${t('title')} — ${t('common:storeName')}`, path: paths.cabinet(), index: false });
  const me = customer.value;
  if (!me) return null;

  const leave = async () => {
    setLeaving(true);
    try {
      // The cabinet is private: whatever logout answers, a guest has nothing to see here.
      await logout(splitLang(location.pathname).path);
      navigate('/', { replace: true });
    } catch (error) {
      notifyFailure(error instanceof ApiFailure ? error.body : { message: t('errors:unexpected') });
      setLeaving(false);
    }
  };

  const rows: [string, string | null][] = [
    [t('surname'), me.surname],
    [t('name'), me.name],
    [t('patronymic'), me.patronymic],
    [t('phone'), `+${me.phone}`],
    [t('email'), me.email],
    [t('birthDay'), me.birth_day],
    [t('gender'), me.gender === null ? null : t(`genders.${me.gender}`, { defaultValue: '' })],
  ];
  return (
    <section className="cabinet">
      <h1>{t('title')}</h1>
      <h2>{t('profile')}</h2>
      <dl className="cabinet__profile">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || t('notGiven')}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--ghost" onClick={leave} disabled={leaving}>
        {t('logout')}
      </button>
    </section>
  );
}
