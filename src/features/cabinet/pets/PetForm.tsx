import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '../../../api/pets';
import { shopToday } from '../../../domain/calendar-day';
import { PET_GENDERS, PET_TYPES, petRules, type PetValues } from '../../../domain/pet-rules';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';

export const valuesOf = (pet: Pet | null): PetValues => ({
  name: pet?.name ?? '',
  birth_date: pet?.birth_date ?? '',
  gender: pet?.gender ?? '',
  sterilized: pet?.sterilized ? '1' : '',
  breed: pet?.breed ?? '',
  type: pet?.type ?? '',
});

interface Props {
  /** the pet being changed; null adds a new one */
  pet: Pet | null;
  onSave: (values: PetValues) => Promise<unknown>;
  onClose: () => void;
}

/** Add or change a pet: each field is checked when it loses focus or its choice changes (docs/product-rules.md#cabinet), all of them on saving. */
export function PetForm({ pet, onSave, onClose }: Props) {
  const { t } = useTranslation('pets');
  const formId = useId();
  const today = shopToday();
  const f = useCheckedForm(petRules(today), valuesOf(pet), onSave, onClose);
  const gender = f.choice('gender');
  const sterilized = f.choice('sterilized');
  return (
    <Dialog
      open
      onClose={onClose}
      title={pet ? t('editTitle', { name: pet.name }) : t('addTitle')}
      closeLabel={t('close')}
      footer={
        <button type="submit" form={formId} className="button" disabled={f.sending} aria-busy={f.sending}>
          {t('save')}
        </button>
      }
    >
      <form id={formId} ref={f.form} className="pet-form" noValidate onSubmit={f.submit}>
        <Field label={t('name')} error={f.errors.name}>
          {(control) => <input {...control} {...f.text('name')} type="text" autoComplete="off" required data-autofocus />}
        </Field>
        <Field label={t('type')} error={f.errors.type}>
          {(control) => (
            <select {...control} {...f.choice('type')}>
              <option value="">{t('typeNotGiven')}</option>
              {PET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset
          className={`pet-form__choices field ${f.errors.gender ? 'field--invalid' : ''}`}
          aria-describedby={f.errors.gender ? `${formId}-gender-error` : undefined}
        >
          <legend className="field__label">{t('gender')}</legend>
          {PET_GENDERS.map((value) => (
            <label key={value} className="pet-form__choice">
              <input type="radio" name={gender.name} value={value} checked={gender.value === value} onChange={gender.onChange} />
              {t(`genders.${value}`)}
            </label>
          ))}
          {f.errors.gender && (
            <p id={`${formId}-gender-error`} className="field__error" role="alert">
              {f.errors.gender}
            </p>
          )}
        </fieldset>
        <Field label={t('birthDate')} error={f.errors.birth_date}>
          {(control) => <input {...control} {...f.choice('birth_date')} onBlur={f.text('birth_date').onBlur} type="date" max={today} />}
        </Field>
        <Field label={t('breed')} error={f.errors.breed}>
          {(control) => <input {...control} {...f.text('breed')} type="text" autoComplete="off" />}
        </Field>
        <label className="pet-form__choice pet-form__sterilized">
          <input
            type="checkbox"
            name={sterilized.name}
            checked={sterilized.value === '1'}
            onChange={(e) => sterilized.onChange({ target: { value: e.target.checked ? '1' : '' } })}
          />
          {t('sterilized')}
        </label>
      </form>
    </Dialog>
  );
}
