import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPet, changePet, fetchPets, removePet, type Pet, type PetBody } from '../../../api/pets';
import type { PetValues } from '../../../domain/pet-rules';
import { useResource } from '../../../lib/resource';
import { notifyCallFailure } from '../../../stores/call-failure';
import { customerDataRevision } from '../../../stores/customer-changes';
import { notify } from '../../../stores/notifications';
import { customer } from '../../../stores/customer';
import { lang } from '../../../stores/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Fact } from '../../../ui/Fact';
import { TabPending } from '../shared/TabPending';
import { PetForm } from './PetForm';
import './pets.css';

const bodyOf = (values: PetValues): PetBody => ({ ...values, sterilized: values.sterilized === '1' });

/** The customer's pets: the list, a form to add or change one, and removal after a question. */
export default function PetsTab() {
  useSignals();
  const { t } = useTranslation(['pets', 'common', 'errors']);
  // A change that waited for the connection was saved: the list is asked for again.
  const revision = customerDataRevision.value;
  const loaded = useResource({ key: `cabinet-pets:${customer.value?.id}:${revision}`, load: fetchPets });
  // The answer to the latest change made here; it is the whole list, newer than what was loaded before it.
  const [changed, setChanged] = useState<{ pets: Pet[]; revision: number } | null>(null);
  const [editing, setEditing] = useState<Pet | 'new' | null>(null);
  const [removing, setRemoving] = useState<Pet | null>(null);
  const [busy, setBusy] = useState(false);
  const pets = (changed?.revision === revision ? changed.pets : null) ?? loaded.data;

  const save = async (values: PetValues) => {
    const pet = editing === 'new' ? null : editing;
    setChanged({ pets: pet ? await changePet(pet.id, bodyOf(values)) : await addPet(bodyOf(values)), revision });
    notify({ type: 'success', title: pet ? t('saved') : t('added', { name: values.name.trim() }) });
  };

  const remove = async (pet: Pet) => {
    setBusy(true);
    try {
      setChanged({ pets: await removePet(pet.id), revision });
      notify({ type: 'success', title: t('removed', { name: pet.name }) });
    } catch (error) {
      notifyCallFailure(error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  if (!pets) return <TabPending failed={loaded.status === 'failed'} />;
  return (
    <div className="pets-tab">
      <button type="button" className="button pets-tab__add" aria-haspopup="dialog" onClick={() => setEditing('new')}>
        {t('add')}
      </button>
      {pets.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="pets-tab__list">
          {pets.map((pet) => (
            <li key={pet.id}>
              <PetCard pet={pet} onEdit={() => setEditing(pet)} onRemove={() => setRemoving(pet)} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PetForm
          key={editing === 'new' ? 'new' : editing.id}
          pet={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('removeQuestion', { name: removing?.name ?? '' })}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        busy={busy}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

function PetCard({ pet, onEdit, onRemove }: { pet: Pet; onEdit: () => void; onRemove: () => void }) {
  useSignals();
  const { t } = useTranslation('pets');
  const born = pet.birth_date
    ? new Intl.DateTimeFormat(lang.value === 'ru' ? 'ru-UA' : 'uk-UA', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${pet.birth_date}T00:00:00Z`),
      )
    : null;
  const facts: [string, string | null][] = [
    [t('type'), pet.type && t(`types.${pet.type}`)],
    [t('gender'), pet.gender && t(`genders.${pet.gender}`)],
    [t('birthDate'), born],
    [t('breed'), pet.breed || null],
    [t('sterilizedShort'), pet.sterilized ? t('yes') : t('no')],
  ];
  return (
    <article className="pet-card" aria-labelledby={`pet-${pet.id}`}>
      <h3 id={`pet-${pet.id}`} className="pet-card__name">
        {pet.name}
      </h3>
      <dl className="pet-card__facts">
        {facts.map(([label, value]) => (
          <Fact key={label} term={label}>
            {value ?? t('notGiven')}
          </Fact>
        ))}
      </dl>
      <div className="pet-card__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-haspopup="dialog"
          onClick={onEdit}
          aria-label={t('editLabel', { name: pet.name })}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-haspopup="dialog"
          onClick={onRemove}
          aria-label={t('removeLabel', { name: pet.name })}
        >
          {t('remove')}
        </button>
      </div>
    </article>
  );
}
