import { Type, type Static } from 'typebox';
import { PET_BREED_MAX, PET_GENDERS, PET_NAME_MAX, PET_TYPES, PETS_MAX } from '../../src/domain/pet-rules';
import { Nullable, Shared } from './common';

const text = (description: string, maxLength?: number) =>
  Type.Optional(Type.String({ default: '', description, ...(maxLength ? { maxLength: maxLength * 4 } : {}) }));

// Fields are plain strings here and checked by the shared pet rules (src/domain/pet-rules.ts), so the form
// and the API refuse a field with the same words. The length caps only stop absurd bodies.
export const PetBody = Type.Object({
  name: Type.String({ maxLength: PET_NAME_MAX * 4, description: `required, up to ${PET_NAME_MAX} characters` }),
  birth_date: text('YYYY-MM-DD, not after today in Kyiv; empty: not given', 10),
  gender: text(`${PET_GENDERS.join(' | ')}; empty: not given`, 4),
  sterilized: Type.Optional(Type.Boolean({ default: false })),
  breed: text(`up to ${PET_BREED_MAX} characters`, PET_BREED_MAX),
  type: text(`${PET_TYPES.join(' | ')}: the catalogue’s pet kinds; empty: not given`, 3),
});
export type PetBody = Static<typeof PetBody>;

export const Pet = Shared(
  'Pet',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    birth_date: Nullable(Type.String({ format: 'date' })),
    gender: Nullable(Type.Enum(PET_GENDERS)),
    sterilized: Type.Boolean(),
    breed: Type.String(),
    type: Nullable(Type.Enum(PET_TYPES)),
  }),
);

export const Pets = Shared(
  'Pets',
  Type.Object(
    { data: Type.Array(Pet, { description: `in the order added; at most ${PETS_MAX}` }) },
    { description: 'The customer’s pets; every change answers the whole list, so one answer refreshes the cabinet' },
  ),
);
