import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRecipients, removeRecipient, saveRecipient } from '../../../api/recipients';
import type { RecipientValues } from '../../../domain/profile-rules';
import { notify } from '../../../stores/notifications';
import { RecipientForm } from './RecipientForm';
import { SavedSection } from './SavedSection';
import { attempt, useSavedList } from './saved-list';

/** The recipients the checkout offers again: list, add, edit, delete. */
export function SavedRecipients() {
  const { t } = useTranslation('recipients');
  const list = useSavedList('cabinet-recipients', listRecipients);
  // 'new', the id being edited, or null
  const [editing, setEditing] = useState<'new' | number | null>(null);

  const save = (id?: number) => async (values: RecipientValues) => {
    await saveRecipient(values, id);
    list.replace(await listRecipients());
    notify({ type: 'success', title: t('recipientSaved') });
  };

  return (
    <SavedSection
      id="saved-recipients"
      title={t('recipientsTitle')}
      list={list}
      empty={t('noRecipients')}
      item={(r) =>
        editing === r.id ? (
          <li key={r.id}>
            <RecipientForm editing={r} send={save(r.id)} onDone={() => setEditing(null)} />
          </li>
        ) : (
          <li key={r.id} className="saved__item">
            <div>
              <strong>{[r.surname, r.name, r.patronymic].filter(Boolean).join(' ')}</strong>
              <span>+{r.phone}</span>
            </div>
            <div className="saved__actions">
              <button
                type="button"
                className="link-button"
                onClick={() => setEditing(r.id)}
                aria-label={t('editNamed', { name: `${r.name} ${r.surname}` })}
              >
                {t('edit')}
              </button>
              <button
                type="button"
                className="link-button"
                aria-label={t('deleteNamed', { name: `${r.name} ${r.surname}` })}
                onClick={() => attempt(async () => list.replace(await removeRecipient(r.id)))}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        )
      }
      form={editing === 'new' ? <RecipientForm send={save()} onDone={() => setEditing(null)} /> : null}
      addLabel={t('addRecipient')}
      onAdd={() => setEditing('new')}
    />
  );
}
