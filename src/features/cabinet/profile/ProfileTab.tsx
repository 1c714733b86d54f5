import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCustomer } from '../../../api/customer';
import { customer, customerChanged } from '../../../stores/customer';
import { customerDataRevision } from '../../../stores/customer-changes';
import { DeleteAccount } from './DeleteAccount';
import { EmailForm } from './EmailForm';
import { NotificationSettings } from './NotificationSettings';
import { PasswordChange } from './PasswordChange';
import { PersonalForm } from './PersonalForm';
import './profile.css';

/** Personal info, e-mail, password, notifications and profile deletion (docs/product-rules.md#cabinet "Cabinet sections", docs/product-rules.md#accounts-and-sign-in "Auth flows"). */
export default function ProfileTab() {
  useSignals();
  const { t } = useTranslation('profile');
  const me = customer.value;
  const revision = customerDataRevision.value;
  useEffect(() => {
    // A profile change that waited for the connection was saved: the forms start from what the server now holds.
    if (revision > 0) void fetchCustomer().then(customerChanged, () => undefined);
  }, [revision]);
  if (!me) return null;
  return (
    <div className="profile">
      <div className="profile__who">
        <p className="profile__name">{[me.surname, me.name, me.patronymic].filter(Boolean).join(' ')}</p>
        <p>
          {t('phone')}: <span>+{me.phone}</span>
        </p>
      </div>
      {/* keyed by what was saved: after a save the form starts from the server's answer */}
      <PersonalForm key={`${me.name}|${me.surname}|${me.patronymic}|${me.birth_day}|${me.gender}`} me={me} />
      <EmailForm key={me.email ?? ''} email={me.email} />
      <PasswordChange phone={me.phone} />
      <NotificationSettings />
      <DeleteAccount />
    </div>
  );
}
