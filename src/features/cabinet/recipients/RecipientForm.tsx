import { useTranslation } from 'react-i18next';
import type { Recipient } from '../../../api/recipients';
import { recipientRules, type RecipientValues } from '../../../domain/profile-rules';
import { Field } from '../../../ui/form/form';
import { useCheckedForm } from '../../../ui/form/checked-form';
import { FormActions } from './FormActions';

const blank: RecipientValues = { name: '', surname: '', patronymic: '', phone: '' };

/** Adds a recipient, or edits `editing`; `send` saves and answers when done. */
export function RecipientForm({
  editing,
  send,
  onDone,
}: {
  editing?: Recipient;
  send: (values: RecipientValues) => Promise<void>;
  onDone: () => void;
}) {
  const { t } = useTranslation('recipients');
  const initial = editing
    ? { name: editing.name, surname: editing.surname, patronymic: editing.patronymic, phone: `+${editing.phone}` }
    : blank;
  const f = useCheckedForm(recipientRules, initial, send, onDone);
  return (
    <form ref={f.form} className="saved-form" noValidate onSubmit={f.submit} aria-label={editing ? t('editRecipient') : t('addRecipient')}>
      <div className="saved-form__grid">
        <Field label={t('surname')} error={f.errors.surname}>
          {(control) => <input {...control} {...f.text('surname')} autoComplete="off" />}
        </Field>
        <Field label={t('name')} error={f.errors.name}>
          {(control) => <input {...control} {...f.text('name')} autoComplete="off" />}
        </Field>
        <Field label={t('patronymic')} error={f.errors.patronymic}>
          {(control) => <input {...control} {...f.text('patronymic')} autoComplete="off" />}
        </Field>
        <Field label={t('phone')} error={f.errors.phone}>
          {(control) => <input {...control} {...f.text('phone')} type="tel" inputMode="tel" autoComplete="off" placeholder="+380" />}
        </Field>
      </div>
      <FormActions saveLabel={t('saveRecipient')} sending={f.sending} onCancel={onDone} />
    </form>
  );
}
