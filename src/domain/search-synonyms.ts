/**
 * Words a shopper may use for what the catalogue calls otherwise, in either language, as groups of word starts:
 * a query word that starts with one of a group's stems (or is the start of one) also finds every other stem of the
 * group. Both titles of a product are searched already, so a group only needs the words no title carries (the other
 * language's everyday word, a colloquial one, a Latin or Cyrillic spelling). Kept as data: extend a group or add one.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['олі', 'масл', 'oil'],
  ['капсул', 'caps'],
  ['cbd', 'кбд', 'сбд', 'канабідіол', 'каннабидиол'],
  ['конопл', 'коноп', 'hemp', 'пеньк', 'хемп'],
  ['кіт', 'кот', 'кіш', 'кош', 'кошен', 'кошк'],
  ['пес', 'пс', 'собак', 'цуцен', 'щен'],
  ['тварин', 'животн', 'pet'],
  ['корм', 'їж', 'еда'],
  ['ласощ', 'лакомств', 'смаколик'],
  ['протеїн', 'протеин', 'білок', 'белок', 'protein'],
  ['насінн', 'семен', 'семечк', 'seed'],
  ['чай', 'tea'],
  ['гриндер', 'grinder', 'подрібнювач', 'измельчител'],
  ['шампун', 'shampoo'],
  ['крем', 'cream'],
  ['бальзам', 'мазь', 'balm'],
  ['борошн', 'мук', 'flour'],
  ['шоколад', 'chocolate'],
  ['мед', 'honey'],
  ['сон', 'сну', 'sleep'],
  ['косметик', 'cosmetic'],
  ['аксесуар', 'аксессуар'],
];
