import type { CategoryData } from '../../api/catalog';
import { PET_TYPES, type PetType } from '../../domain/limits';

type Option = CategoryData['widgets'][number]['options'][number];
/** What the hint needs of a pet (the cabinet's pet has more). */
export interface OwnPet {
  name: string;
  type: PetType | null;
}
/** A widget option with the names of the customer's pets of its kind (none for most options). */
type MarkedOption = Option & { pets: string[] };

const isPetType = (key: string | null) => (PET_TYPES as readonly (string | null)[]).includes(key);

/** Whether the customer's pets could mark an option here: only pet kinds match a pet, so other pages ask for nothing. */
export const offersPetTypes = (widgets: CategoryData['widgets']) => widgets.some((w) => w.options.some((o) => isPetType(o.key)));

/**
 * The options with the customer's pets of each kind. The kinds of their pets go first, the first pet's kind
 * first (the shopper most likely shops for it); the rest keep the server's order. Nothing is selected: the
 * shopper still picks.
 */
export function markOwnPets(options: Option[], pets: readonly OwnPet[]): MarkedOption[] {
  return options
    .map((o) => {
      const own = pets.filter((p) => p.type !== null && p.type === o.key);
      return { option: { ...o, pets: own.map((p) => p.name) }, rank: own[0] ? pets.indexOf(own[0]) : pets.length };
    })
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.option);
}
