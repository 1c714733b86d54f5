import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  inviteOperator,
  operatorTeam,
  removeOperator,
  revokeOperatorInvitation,
  type Operator,
  type OperatorInvitation,
  type OperatorMember,
} from '../../api/operator';
import { phoneRules } from '../../domain/account-rules';
import { rules, type FormRules } from '../../domain/form-rules';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';
import { PhoneField } from '../../ui/form/PhoneField';
import { kyivTime } from './kyiv-time';
import { useOperatorSection } from './operator-form';

type InviteValues = { phone: string; role: Operator['role']; name: string };
const inviteRules: FormRules<InviteValues> = {
  phone: phoneRules.phone,
  role: () => null,
  name: rules(['maxLength', 100]),
};
const ROLES: Operator['role'][] = ['moderator', 'admin'];

/**
 * /admin?section=team (docs/product-rules.md#back-office), admins only: the operators and the invitations waiting,
 * and the form that invites an operator by phone with a role. Removing an operator ends their sessions at once.
 */
export function OperatorTeam() {
  const { t } = useTranslation('admin-team');
  const team = useOperatorSection({ key: 'operator:team', load: operatorTeam });
  const invited = useRef('');
  const f = useCheckedForm(
    inviteRules,
    { phone: '', role: 'moderator' as Operator['role'], name: '' },
    async ({ phone, role, name }) => {
      invited.current = `+${(await inviteOperator(phone, role, name.trim())).phone}`;
    },
    () => void team.done(t('invited', { phone: invited.current })),
  );
  const who = (person: OperatorMember | OperatorInvitation) => person.name || `+${person.phone}`;
  const act = (work: () => Promise<void>, said: string) =>
    team.act(async () => {
      await work();
      team.setSaid(said);
    });
  const data = team.data;

  return (
    <section className="admin-team" aria-labelledby="admin-team-title">
      <h2 id="admin-team-title">{t('title')}</h2>
      {team.failure && <p role="alert">{team.failure}</p>}
      {team.loading && <p aria-busy="true">{t('loading')}</p>}
      <p role="status">{team.said}</p>
      {data && (
        <>
          <ul className="admin__queue" aria-label={t('members')}>
            {data.members.map((member) => (
              <li key={member.id} className="admin__request" aria-label={who(member)}>
                <div className="admin__request-head">
                  <strong>{member.name || t('unnamed')}</strong>
                  <span>{t(`roles.${member.role}`)}</span>
                </div>
                <p className="admin__meta">+{member.phone}</p>
                <div className="admin__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('removeWho', { who: who(member) })}
                    onClick={() => void act(() => removeOperator(member.id), t('removed', { who: who(member) }))}
                  >
                    {t('remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <h3>{t('invitations')}</h3>
          {data.invitations.length === 0 && <p>{t('noInvitations')}</p>}
          {data.invitations.length > 0 && (
            <ul className="admin__queue" aria-label={t('invitations')}>
              {data.invitations.map((invitation) => (
                <li key={invitation.id} className="admin__request" aria-label={`+${invitation.phone}`}>
                  <div className="admin__request-head">
                    <strong>+{invitation.phone}</strong>
                    <span>{t(`roles.${invitation.role}`)}</span>
                  </div>
                  <p className="admin__meta">
                    {invitation.name && <>{invitation.name} · </>}
                    {invitation.expired ? t('expired') : t('invitedUntil', { date: kyivTime(invitation.expires_at) })}
                  </p>
                  <div className="admin__actions">
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t('revokeWho', { who: who(invitation) })}
                      onClick={() => void act(() => revokeOperatorInvitation(invitation.id), t('revoked', { who: who(invitation) }))}
                    >
                      {t('revoke')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form ref={f.form} className="admin__form" noValidate onSubmit={f.submit} aria-labelledby="admin-team-invite">
        <h3 id="admin-team-invite">{t('inviteTitle')}</h3>
        <p>{t('inviteAbout')}</p>
        <PhoneField label={t('phone')} form={f} />
        <fieldset className="admin__choice">
          <legend>{t('role')}</legend>
          {ROLES.map((role) => (
            <label key={role}>
              <input type="radio" {...f.choice('role')} value={role} checked={f.values.role === role} />
              {t(`roles.${role}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('name')} error={f.errors.name}>
          {(control) => <input {...control} {...f.text('name')} autoComplete="off" maxLength={100} />}
        </Field>
        <button type="submit" className="button" disabled={f.sending}>
          {t('invite')}
        </button>
      </form>
    </section>
  );
}
