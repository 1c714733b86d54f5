import { useTranslation } from 'react-i18next';
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '../../../domain/limits';
import { personalRules, type PersonalValues } from '../../../domain/profile-rules';
import type { Customer } from '../../../stores/customer';
import { notify } from '../../../stores/notifications';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';
import { savePersonal } from './save';

const valuesOf = (me: Customer): PersonalValues => ({
  name: me.name,
  surname: me.surname,
  patronymic: me.patronymic,
  birth_day: me.birth_day ?? '',
  gender: me.gender === null ? '' : String(me.gender),
});

/** Name, surname, patronymic, birthday (a year 1940 to 2010) and gender. Mounted anew for each saved customer. */
export function PersonalForm({ me }: { me: Customer }) {
  const { t } = useTranslation('profile');
  const initial = valuesOf(me);
  // Kept for later (offline), the typed data stays in the form: it is what the profile will say.
  const f = useCheckedForm(personalRules, initial, savePersonal, () => notify({ type: 'success', title: t('personalSaved') }), {
    onQueued: () => undefined,
  });
  return (
    <form ref={f.form} className="profile-form" noValidate onSubmit={f.submit} aria-labelledby="profile-personal">
      <h3 id="profile-personal">{t('personalTitle')}</h3>
      <div className="profile-form__grid">
        <Field label={t('surname')} error={f.errors.surname}>
          {(control) => <input {...control} {...f.text('surname')} autoComplete="family-name" />}
        </Field>
        <Field label={t('name')} error={f.errors.name}>
          {(control) => <input {...control} {...f.text('name')} autoComplete="given-name" required />}
        </Field>
        <Field label={t('patronymic')} error={f.errors.patronymic}>
          {(control) => <input {...control} {...f.text('patronymic')} autoComplete="additional-name" />}
        </Field>
        <Field label={t('birthDay')} error={f.errors.birth_day}>
          {(control) => (
            <input
              {...control}
              {...f.text('birth_day')}
              type="date"
              min={`${BIRTH_YEAR_MIN}-01-01`}
              max={`${BIRTH_YEAR_MAX}-12-31`}
              autoComplete="bday"
            />
          )}
        </Field>
        <Field label={t('gender')} error={f.errors.gender}>
          {(control) => (
            <select {...control} {...f.choice('gender')}>
              <option value="">{t('genderNotGiven')}</option>
              <option value="1">{t('genders.1')}</option>
              <option value="2">{t('genders.2')}</option>
            </select>
          )}
        </Field>
      </div>
      <button className="button" type="submit" disabled={f.sending}>
        {t('save')}
      </button>
    </form>
  );
}
