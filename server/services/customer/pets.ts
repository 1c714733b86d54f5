import { PETS_MAX, type PetGender, type PetType, type PetValues } from '../../../src/domain/pet-rules';
import type { Db } from '../../db/connection';

export interface Pet {
  id: number;
  name: string;
  birth_date: string | null;
  gender: PetGender | null;
  sterilized: boolean;
  breed: string;
  type: PetType | null;
}

/** What the form sent, already checked by petRules; blanks are stored as "not given". */
function columns(values: PetValues) {
  return {
    name: values.name.trim(),
    birth_date: values.birth_date || null,
    gender: (values.gender || null) as PetGender | null,
    sterilized: values.sterilized === '1' ? 1 : 0,
    breed: values.breed.trim(),
    type: (values.type || null) as PetType | null,
  };
}

const mine = (db: Db, customerId: number) => db.selectFrom('pets').where('customer_id', '=', customerId);

/** The customer's pets, oldest entry first: the order they were added in. */
export async function customerPets(db: Db, customerId: number): Promise<Pet[]> {
  const rows = await mine(db, customerId)
    .select(['id', 'name', 'birth_date', 'gender', 'sterilized', 'breed', 'type'])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, sterilized: r.sterilized === 1, type: r.type as PetType | null }));
}

/** null when the customer already has PETS_MAX pets. */
export async function addPet(db: Db, customerId: number, values: PetValues, now = new Date()): Promise<number | null> {
  const { n } = await mine(db, customerId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) >= PETS_MAX) return null;
  const { id } = await db
    .insertInto('pets')
    .values({ customer_id: customerId, ...columns(values), created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Both return false for a pet that is not this customer's: someone else's pet is not found, never changed. */
export async function updatePet(db: Db, customerId: number, petId: number, values: PetValues): Promise<boolean> {
  const result = await db
    .updateTable('pets')
    .set(columns(values))
    .where('id', '=', petId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function removePet(db: Db, customerId: number, petId: number): Promise<boolean> {
  const result = await db.deleteFrom('pets').where('id', '=', petId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
