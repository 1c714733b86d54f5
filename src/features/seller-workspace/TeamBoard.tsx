import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneRules } from '../../domain/account-rules';
import { rules, type FormRules } from '../../domain/form-rules';
import { cancelInvitation, inviteManager, removeManager, sellerTeam, type TeamInvitation, type TeamMember } from '../../api/seller-team';
import { useResource } from '../../lib/resource';
import { Field } from '../../ui/form/form';
import { useShopDate } from './use-shop-date';
import { PhoneField } from '../../ui/form/PhoneField';
import { useCheckedForm } from '../../ui/form/checked-form';

type InviteValues = { phone: string; name: string };
const inviteRules: FormRules<InviteValues> = { phone: phoneRules.phone, name: rules(['maxLength', 100]) };

/**
 * The owner's team (docs/product-rules.md#seller-team): the owner and managers, the invitations waiting, and the
 * form that invites a manager by phone. Removing a manager ends their sessions at once.
 */
export function TeamBoard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation(['seller-team', 'seller-workspace']);
  const team = useResource({ key: `seller-team:${i18n.language}`, load: sellerTeam });
  const [said, setSaid] = useState('');
  const dateOf = useShopDate();
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const invited = useRef('');
  const f = useCheckedForm(
    inviteRules,
    { phone: '', name: '' },
    async ({ phone, name }) => {
      const invitation = await inviteManager(phone, name.trim());
      invited.current = `+${invitation.phone}`;
    },
    () => {
      setSaid(t('team.invited', { phone: invited.current }));
      void team.refresh();
    },
  );

  const act = async (id: number, work: () => Promise<void>, done: string) => {
    setBusy(id);
    setFailed('');
    setSaid('');
    try {
      await work();
      setSaid(done);
      await team.refresh();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const who = (person: TeamMember | TeamInvitation) => person.name || `+${person.phone}`;
  const data = team.data;
  return (
    <section className="seller-team" aria-labelledby="seller-team-title" aria-busy={team.status === 'loading'}>
      <h2 id="seller-team-title">{t('team.title')}</h2>
      {team.status === 'failed' && !data && <p role="alert">{team.error instanceof Error ? team.error.message : t('team.failed')}</p>}
      {!data && team.status === 'loading' && <p aria-busy="true">{t('seller-workspace:loading')}</p>}
      {failed && <p role="alert">{failed}</p>}
      <p className="seller-team__said" role="status">
        {said}
      </p>
      {data && (
        <>
          <h3>{t('team.members')}</h3>
          <ul className="seller-team__list" aria-label={t('team.members')}>
            {data.members.map((member) => (
              <li key={member.id} className="seller-team__person">
                <span className="seller-team__who">
                  <strong>{member.name || t('team.unnamed')}</strong> · +{member.phone} · {t(`team.${member.role}`)}
                  {member.id === userId && ` (${t('team.you')})`}
                </span>
                {member.role === 'manager' && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('team.removeWho', { who: who(member) })}
                    disabled={busy !== null}
                    onClick={() => void act(member.id, () => removeManager(member.id), t('team.removed', { who: who(member) }))}
                  >
                    {t('team.remove')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <h3>{t('team.invitations')}</h3>
          {data.invitations.length === 0 && <p>{t('team.noInvitations')}</p>}
          {data.invitations.length > 0 && (
            <ul className="seller-team__list" aria-label={t('team.invitations')}>
              {data.invitations.map((invitation) => (
                <li key={invitation.id} className="seller-team__person">
                  <span className="seller-team__who">
                    <strong>+{invitation.phone}</strong>
                    {invitation.name && ` · ${invitation.name}`}
                    <br />
                    {invitation.expired ? t('team.expired') : t('team.invitedUntil', { date: dateOf(invitation.expires_at) })}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('team.cancelWho', { who: who(invitation) })}
                    disabled={busy !== null}
                    onClick={() =>
                      void act(invitation.id, () => cancelInvitation(invitation.id), t('team.cancelled', { who: who(invitation) }))
                    }
                  >
                    {t('team.cancel')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form ref={f.form} className="seller-team__invite" noValidate onSubmit={f.submit} aria-labelledby="seller-team-invite">
        <h3 id="seller-team-invite">{t('team.inviteTitle')}</h3>
        <p>{t('team.inviteAbout')}</p>
        <PhoneField label={t('team.phone')} form={f} />
        <Field label={t('team.name')} error={f.errors.name}>
          {(control) => <input {...control} {...f.text('name')} autoComplete="off" maxLength={100} />}
        </Field>
        <button type="submit" className="button" disabled={f.sending}>
          {t('team.invite')}
        </button>
      </form>
    </section>
  );
}
