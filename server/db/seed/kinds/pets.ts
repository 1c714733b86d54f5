import { words } from '../text';
import type { Bi } from '../text';
import { defineKinds, type KindSpec } from './types';

type Pet = 'dog' | 'cat';

/** The words that change between dogs and cats. */
const PET = {
  dog: {
    forPet: ['для собак', 'для собак'],
    ofPet: ['собак', 'собак'],
    tastes: ['chicken', 'beef', 'lamb', 'salmon', 'turkey'],
    age: {
      junior: ['для цуценят', 'для щенков'],
      adult: ['для дорослих собак', 'для взрослых собак'],
      senior: ['для літніх собак', 'для пожилых собак'],
    },
    toys: [
      ['М’ячик', 'Мячик'],
      ['Канат', 'Канат'],
      ['Кільце', 'Кольцо'],
      ['Кісточка', 'Косточка'],
    ],
  },
  cat: {
    forPet: ['для котів', 'для кошек'],
    ofPet: ['котів', 'кошек'],
    tastes: ['chicken', 'salmon', 'turkey', 'rabbit', 'tuna'],
    age: {
      junior: ['для кошенят', 'для котят'],
      adult: ['для дорослих котів', 'для взрослых кошек'],
      senior: ['для літніх котів', 'для пожилых кошек'],
    },
    toys: [
      ['Мишка', 'Мышка'],
      ['Дражнилка', 'Дразнилка'],
      ['М’ячик', 'Мячик'],
      ['Рибка', 'Рыбка'],
    ],
  },
} satisfies Record<Pet, { forPet: Bi; ofPet: Bi; tastes: string[]; age: Record<string, Bi>; toys: Bi[] }>;

const WITH_HEMP_OIL: Bi = ['з конопляною олією', 'с конопляным маслом'];

function food(pet: Pet): KindSpec {
  const p = PET[pet];
  const dog = pet === 'dog';
  return {
    groups: ['pets'],
    pool: 'pet_food',
    priceUah: dog ? 520 : 470,
    attrs: [
      { attr: 'pet_type', values: [pet] },
      { attr: 'form', values: { dry_food: 1, wet_food: 0.16 } },
      { attr: 'weight', values: dog ? { '2kg': 1, '7kg': 2.9, '12kg': 4.4 } : { '2kg': 1, '3kg': 1.4 }, when: ['form', 'dry_food'] },
      { attr: 'weight', values: ['400g'], when: ['form', 'wet_food'] },
      dog ? { attr: 'pet_size', values: ['small', 'medium', 'large', 'all'] } : { attr: 'pet_age', values: ['junior', 'adult', 'senior'] },
      { attr: 'taste', values: p.tastes },
    ],
    title: (c) => {
      const who = dog ? words(c.w(p.forPet), c.t('pet_size')) : c.w(p.age[(c.key('pet_age') ?? 'adult') as keyof typeof p.age]);
      return words(c.label('form'), c.brand, c.t('taste'), who + ',', c.label('weight'));
    },
    intro: [
      [
        `Повнораціонний корм {brand} ${p.forPet[0]} з конопляним насінням — джерелом омега-3 та омега-6 жирних кислот.`,
        `Полнорационный корм {brand} ${p.forPet[1]} с семенами конопли — источником омега-3 и омега-6 жирных кислот.`,
      ],
      [
        `Корм {brand} ${p.forPet[0]} містить м’ясо як перший інгредієнт і не містить пшениці.`,
        `Корм {brand} ${p.forPet[1]} содержит мясо как первый ингредиент и не содержит пшеницы.`,
      ],
    ],
  };
}

function treats(pet: Pet): KindSpec {
  const p = PET[pet];
  return {
    groups: ['pets'],
    pool: 'pet_food',
    priceUah: 85,
    attrs: [
      { attr: 'pet_type', values: [pet] },
      { attr: 'form', values: ['treats'] },
      { attr: 'weight', values: { '100g': 1, '150g': 1.4, '200g': 1.8 } },
      { attr: 'taste', values: p.tastes },
      { attr: 'purpose', values: ['coat', 'digestion', 'daily'], p: 0.5 },
    ],
    title: (c) =>
      words(
        c.w(['Ласощі', 'Лакомство']),
        c.w(p.forPet),
        c.brand,
        c.t('taste'),
        c.w(['і конопляним насінням,', 'и семенами конопли,']),
        c.label('weight'),
      ),
    intro: [
      [
        `Ласощі {brand} ${p.forPet[0]} з натурального м’яса та конопляного насіння підходять для дресирування і заохочення.`,
        `Лакомство {brand} ${p.forPet[1]} из натурального мяса и семян конопли подходит для дрессировки и поощрения.`,
      ],
      [
        'Невеликі шматочки {brand} легко ділити, а пакет {weight} закривається на зіп-застібку.',
        'Небольшие кусочки {brand} легко делить, а пакет {weight} закрывается на зип-застежку.',
      ],
    ],
  };
}

function cbd(pet: Pet): KindSpec {
  const p = PET[pet];
  return {
    groups: ['pets', 'cbd'],
    pool: 'pet_cbd',
    priceUah: 420,
    attrs: [
      { attr: 'pet_type', values: [pet] },
      { attr: 'form', values: { oil: 1, treats: 0.75, balm: 0.8 } },
      { attr: 'concentration', values: ['5', '10'], when: ['form', 'oil'] },
      { attr: 'volume', values: { '10ml': 1, '30ml': 2.2 }, when: ['form', 'oil'] },
      { attr: 'dose', values: ['2mg', '5mg'], when: ['form', 'treats'] },
      { attr: 'pack_count', values: ['30pcs'], when: ['form', 'treats'] },
      { attr: 'volume', values: ['50ml'], when: ['form', 'balm'] },
      { attr: 'purpose', values: ['stress', 'joints', 'recovery'] },
    ],
    title: (c) => {
      switch (c.key('form')) {
        case 'treats':
          return words(
            c.w(['Ласощі з CBD', 'Лакомство с CBD']),
            c.w(p.forPet),
            c.brand,
            c.t('purpose'),
            c.label('dose') + ',',
            c.label('pack_count'),
          );
        case 'balm':
          return words(c.w(['Бальзам для лап', 'Бальзам для лап']), c.w(p.ofPet), c.brand, c.w(['з CBD,', 'с CBD,']), c.label('volume'));
        default:
          return words(
            c.w(['Олія CBD', 'Масло CBD']),
            c.w(p.forPet),
            c.brand,
            c.t('purpose'),
            c.label('concentration') + ',',
            c.label('volume'),
          );
      }
    },
    intro: [
      [
        `Засоби {brand} з CBD ${p.forPet[0]} допомагають тварині спокійніше переносити поїздки, візити до ветеринара та гучні звуки.`,
        `Средства {brand} с CBD ${p.forPet[1]} помогают животному спокойнее переносить поездки, визиты к ветеринару и громкие звуки.`,
      ],
      [
        `{brand} розраховує дозування CBD саме ${p.forPet[0]}, з урахуванням ваги та віку тварини.`,
        `{brand} рассчитывает дозировку CBD именно ${p.forPet[1]}, с учетом веса и возраста животного.`,
      ],
    ],
  };
}

function care(pet: Pet): KindSpec {
  const p = PET[pet];
  return {
    groups: ['pets'],
    pool: 'pet_goods',
    priceUah: 210,
    attrs: [
      { attr: 'pet_type', values: [pet] },
      { attr: 'form', values: { shampoo: 1, balm: 1.1, spray: 0.9 } },
      { attr: 'volume', values: ['250ml'], when: ['form', 'shampoo'] },
      { attr: 'volume', values: ['50ml'], when: ['form', 'balm'] },
      { attr: 'volume', values: { '100ml': 1, '200ml': 1.5 }, when: ['form', 'spray'] },
      { attr: 'purpose', values: ['coat', 'skin'] },
    ],
    title: (c) => {
      const noun: Bi =
        c.key('form') === 'shampoo'
          ? ['Шампунь ' + p.forPet[0], 'Шампунь ' + p.forPet[1]]
          : c.key('form') === 'balm'
            ? ['Бальзам для лап ' + p.ofPet[0], 'Бальзам для лап ' + p.ofPet[1]]
            : ['Спрей для шерсті ' + p.ofPet[0], 'Спрей для шерсти ' + p.ofPet[1]];
      return words(c.w(noun), c.brand, c.w(WITH_HEMP_OIL) + ',', c.label('volume'));
    },
    intro: [
      [
        `Засіб {brand} ${p.forPet[0]} з конопляною олією доглядає за шкірою та шерстю, не пересушуючи їх.`,
        `Средство {brand} ${p.forPet[1]} с конопляным маслом ухаживает за кожей и шерстью, не пересушивая их.`,
      ],
      [
        'Гіпоалергенна формула {brand} підходить для тварин із чутливою шкірою.',
        'Гипоаллергенная формула {brand} подходит для животных с чувствительной кожей.',
      ],
    ],
  };
}

function toy(pet: Pet): KindSpec {
  const p = PET[pet];
  return {
    groups: ['pets'],
    pool: 'pet_goods',
    priceUah: 150,
    attrs: [
      { attr: 'pet_type', values: [pet] },
      { attr: 'material', values: { hemp_fiber: 1, rubber: 1.3 } },
      { attr: 'color', values: ['green', 'blue', 'red'] },
      ...(pet === 'dog' ? [{ attr: 'pet_size', values: ['small', 'medium', 'large'], p: 0.7 }] : []),
      { attr: 'purpose', values: ['play'], p: 0.5 },
    ],
    variants: p.toys,
    title: (c) =>
      words(
        c.w(['Іграшка', 'Игрушка']),
        c.w(p.forPet),
        c.brand,
        `«${c.variant}»`,
        c.w(
          c.key('material') === 'rubber'
            ? ['з натурального каучуку', 'из натурального каучука']
            : ['з конопляного волокна', 'из конопляного волокна'],
        ),
      ),
    intro: [
      [
        `Іграшка {brand} ${p.forPet[0]} зроблена з міцних натуральних матеріалів без фарб і клею.`,
        `Игрушка {brand} ${p.forPet[1]} сделана из прочных натуральных материалов без красок и клея.`,
      ],
      [
        'Іграшку {brand} можна прати в теплій воді, вона довго зберігає форму.',
        'Игрушку {brand} можно стирать в теплой воде, она долго сохраняет форму.',
      ],
    ],
  };
}

export const PET_KINDS = defineKinds({
  dog_food: food('dog'),
  dog_treats: treats('dog'),
  dog_cbd: cbd('dog'),
  dog_care: care('dog'),
  dog_toy: toy('dog'),
  cat_food: food('cat'),
  cat_treats: treats('cat'),
  cat_cbd: cbd('cat'),
  cat_care: care('cat'),
  cat_toy: toy('cat'),
});
