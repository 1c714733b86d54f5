import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { removeSellerLogo, saveSellerProfile, sellerProfile, uploadSellerLogo, type SellerProfile } from '../../api/seller-profile';
import { paths } from '../../domain/paths';
import { profileRules, type ProfileValues } from '../../domain/seller-profile';
import { ApiFailure } from '../../lib/api';
import { useResource } from '../../lib/resource';
import { AppLink } from '../../ui/AppLink';
import { useCheckedForm } from '../../ui/form/checked-form';
import { Field } from '../../ui/form/form';
import { NovaPoshtaKey } from './NovaPoshtaKey';

const FIELDS = ['about_uk', 'about_ru', 'returns_uk', 'returns_ru', 'phone', 'email', 'address_uk', 'address_ru', 'schedule'] as const;
const valuesOf = (profile: SellerProfile): ProfileValues =>
  Object.fromEntries(FIELDS.map((field) => [field, profile[field]])) as ProfileValues;

/**
 * The shop's public profile (docs/product-rules.md#seller-profile): what its storefront says about it, in both
 * languages, its contacts, hours and logo. The owner changes it; a manager reads it. Read per seller and language,
 * since the schedule is written in the reader's day names.
 */
export function ProfileBoard({ sellerId }: { sellerId: number }) {
  const { t, i18n } = useTranslation('seller-profile');
  const profile = useResource({ key: `seller-profile:${sellerId}:${i18n.language}`, load: sellerProfile });
  // A saved profile draws the form anew from what the server kept; a new logo leaves what is being typed.
  const [revision, setRevision] = useState(0);
  const [said, setSaid] = useState('');
  const shown = profile.data;
  if (!shown) {
    if (profile.status === 'failed') return <p role="alert">{t('profile.failed')}</p>;
    return <p aria-busy="true">{t('seller-workspace:loading')}</p>;
  }
  const saved = (next: SellerProfile, message: string, redraw: boolean) => {
    profile.replace(next);
    if (redraw) setRevision((r) => r + 1);
    setSaid(message);
  };
  return (
    <section className="seller-profile" aria-labelledby="seller-profile-title">
      <h2 id="seller-profile-title">{t('profile.title')}</h2>
      <p>{shown.can_edit ? t('profile.about') : t('profile.readOnly')}</p>
      <p>
        <AppLink href={paths.seller(shown.seller_id)}>{t('profile.storefront')}</AppLink>
      </p>
      <LogoPicker profile={shown} onSaved={(next, message) => saved(next, message, false)} onStart={() => setSaid('')} />
      <ProfileForm key={revision} profile={shown} onSaved={(next) => saved(next, t('profile.saved'), true)} onStart={() => setSaid('')} />
      <NovaPoshtaKey sellerId={sellerId} />
      <p className="seller-profile__said" role="status">
        {said}
      </p>
    </section>
  );
}

type Saved = { profile: SellerProfile; onSaved: (next: SellerProfile, message: string) => void; onStart: () => void };

function LogoPicker({ profile, onSaved, onStart }: Saved) {
  const { t } = useTranslation('seller-profile');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<SellerProfile>, done: string) => {
    setBusy(true);
    onStart();
    setFailed('');
    try {
      onSaved(await work(), done);
    } catch (error) {
      const body = error instanceof ApiFailure ? error.body : null;
      setFailed(body?.errors?.logo?.[0] ?? body?.message ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const chosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void run(() => uploadSellerLogo(file), t('profile.logoSaved'));
  };

  return (
    <div className="seller-profile__logo">
      <img
        src={profile.logo.src}
        width={profile.logo.width}
        height={profile.logo.height}
        alt={t('profile.logoAlt', { name: profile.shop_name })}
      />
      {profile.can_edit && (
        <div>
          <Field label={t('profile.logoChoose')} hint={t('profile.logoHint')} error={failed || undefined}>
            {(control) => (
              <input {...control} ref={input} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={chosen} />
            )}
          </Field>
          {profile.has_logo && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void run(removeSellerLogo, t('profile.logoRemoved'))}
            >
              {t('profile.logoRemove')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ProfileForm({
  profile,
  onSaved,
  onStart,
}: {
  profile: SellerProfile;
  onSaved: (next: SellerProfile) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('seller-profile');
  const answer = useRef<SellerProfile | null>(null);
  const f = useCheckedForm(
    profileRules,
    valuesOf(profile),
    async (values) => {
      onStart();
      answer.current = await saveSellerProfile(values);
    },
    () => onSaved(answer.current!),
  );
  const readOnly = !profile.can_edit;
  const text = (name: keyof ProfileValues, label: string, type = 'text') => (
    <Field label={label} error={f.errors[name]}>
      {(control) => <input {...control} {...f.text(name)} type={type} readOnly={readOnly} />}
    </Field>
  );
  const area = (name: keyof ProfileValues, label: string, hint?: string) => (
    <Field label={label} error={f.errors[name]} hint={hint}>
      {(control) => <textarea {...control} {...f.text(name)} rows={4} readOnly={readOnly} />}
    </Field>
  );
  return (
    <form ref={f.form} className="seller-profile__form" noValidate onSubmit={(e) => void f.submit(e)}>
      <Field label={t('profile.shopName')}>{(control) => <input {...control} value={profile.shop_name} readOnly />}</Field>
      {area('about_uk', t('profile.aboutUk'))}
      {area('about_ru', t('profile.aboutRu'))}
      {area('returns_uk', t('profile.returnsUk'))}
      {area('returns_ru', t('profile.returnsRu'))}
      {text('phone', t('profile.phone'), 'tel')}
      {text('email', t('profile.email'), 'email')}
      {text('address_uk', t('profile.addressUk'))}
      {text('address_ru', t('profile.addressRu'))}
      {area('schedule', t('profile.schedule'), t('profile.scheduleHint'))}
      {!readOnly && (
        <button type="submit" className="button" disabled={f.sending}>
          {t('profile.save')}
        </button>
      )}
    </form>
  );
}
