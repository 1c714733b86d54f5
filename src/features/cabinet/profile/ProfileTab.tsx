import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { customer } from '../../../stores/customer';

/** The customer's personal data as the account holds it. */
export default function ProfileTab() {
  useSignals();
  const { t } = useTranslation('cabinet');
  const me = customer.value;
  if (!me) return null;
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
    <dl className="cabinet__profile">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || t('notGiven')}</dd>
        </div>
      ))}
    </dl>
  );
}
