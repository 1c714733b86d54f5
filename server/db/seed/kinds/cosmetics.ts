import { words } from '../text';
import { defineKinds, type KindSpec } from './types';

const SKIN = ['dry', 'oily', 'normal', 'sensitive', 'all'] as const;
const HAIR = ['dry', 'oily', 'dandruff', 'all'] as const;
const WITH_HEMP_OIL = ['з конопляною олією', 'с конопляным маслом'] as const;

function hairCare(noun: readonly [string, string], form: string, volumes: Record<string, number>, priceUah: number): KindSpec {
  return {
    groups: ['cosmetics'],
    pool: 'cosmetics',
    priceUah,
    attrs: [
      { attr: 'form', values: [form] },
      { attr: 'hair_type', values: HAIR },
      { attr: 'volume', values: volumes },
      { attr: 'taste', values: ['natural', 'mint', 'citrus', 'lavender'], p: 0.4 },
    ],
    title: (c) => words(c.w(noun), c.brand, c.w(WITH_HEMP_OIL), c.t('hair_type') + ',', c.label('volume')),
    intro: [
      [
        '{brand} поєднує олію насіння конопель з рослинними екстрактами, щоб живити волосся по всій довжині.',
        '{brand} сочетает масло семян конопли с растительными экстрактами, чтобы питать волосы по всей длине.',
      ],
      [
        'Засіб {brand} в об’ємі {volume} робить волосся слухняним і блискучим без силіконів.',
        'Средство {brand} в объеме {volume} делает волосы послушными и блестящими без силиконов.',
      ],
    ],
  };
}

export const COSMETICS_KINDS = defineKinds({
  face_cream: {
    groups: ['cosmetics'],
    pool: 'cosmetics',
    priceUah: 380,
    attrs: [
      { attr: 'form', values: ['cream'] },
      { attr: 'skin_type', values: SKIN },
      { attr: 'purpose', values: ['moisture', 'skin'], p: 0.7 },
      { attr: 'volume', values: ['50ml'] },
    ],
    variants: [
      ['денний', 'дневной'],
      ['нічний', 'ночной'],
      ['зволожувальний', 'увлажняющий'],
      ['відновлювальний', 'восстанавливающий'],
      ['заспокійливий', 'успокаивающий'],
    ],
    title: (c) =>
      words(
        c.w(['Крем для обличчя', 'Крем для лица']),
        c.variant,
        c.brand,
        c.w(['з CBD', 'с CBD']),
        c.t('skin_type') + ',',
        c.label('volume'),
      ),
    intro: [
      [
        'Крем {brand} з CBD та олією насіння конопель заспокоює подразнення і повертає шкірі комфорт.',
        'Крем {brand} с CBD и маслом семян конопли успокаивает раздражение и возвращает коже комфорт.',
      ],
      ['Баночки {volume} вистачає на два-три місяці щоденного догляду.', 'Баночки {volume} хватает на два-три месяца ежедневного ухода.'],
    ],
  },
  serum: {
    groups: ['cosmetics'],
    pool: 'cosmetics',
    priceUah: 520,
    attrs: [
      { attr: 'form', values: ['serum'] },
      { attr: 'skin_type', values: SKIN },
      { attr: 'volume', values: ['30ml'] },
      { attr: 'purpose', values: ['moisture', 'skin'], p: 0.6 },
    ],
    variants: [
      ['і гіалуроновою кислотою', 'и гиалуроновой кислотой'],
      ['і ніацинамідом', 'и ниацинамидом'],
      ['і вітаміном C', 'и витамином C'],
      ['і пептидами', 'и пептидами'],
    ],
    title: (c) =>
      words(c.w(['Сироватка для обличчя', 'Сыворотка для лица']), c.brand, c.w(['з CBD', 'с CBD']), c.variant + ',', c.label('volume')),
    intro: [
      [
        'Сироватка {brand} — концентрований догляд для шкіри, якій бракує зволоження та спокою.',
        'Сыворотка {brand} — концентрированный уход для кожи, которой не хватает увлажнения и спокойствия.',
      ],
      [
        'Кілька крапель сироватки {brand} наносять перед кремом; флакона {volume} з піпеткою вистачає надовго.',
        'Несколько капель сыворотки {brand} наносят перед кремом; флакона {volume} с пипеткой хватает надолго.',
      ],
    ],
  },
  lip_balm: {
    groups: ['cosmetics'],
    pool: 'cosmetics',
    priceUah: 95,
    attrs: [
      { attr: 'form', values: ['balm'] },
      { attr: 'taste', values: ['natural', 'mint', 'vanilla', 'berries', 'citrus'] },
      { attr: 'weight', values: ['5g'] },
    ],
    title: (c) => words(c.w(['Бальзам для губ', 'Бальзам для губ']), c.brand, `«${c.label('taste')}»,`, c.label('weight')),
    intro: [
      [
        'Бальзам {brand} з конопляною олією та бджолиним воском захищає губи від вітру й морозу.',
        'Бальзам {brand} с конопляным маслом и пчелиным воском защищает губы от ветра и мороза.',
      ],
      ['Стік {weight} зручно носити в кишені чи сумочці.', 'Стик {weight} удобно носить в кармане или сумочке.'],
    ],
  },
  body_cream: {
    groups: ['cosmetics'],
    pool: 'cosmetics',
    priceUah: 290,
    attrs: [
      { attr: 'form', values: ['cream'] },
      { attr: 'skin_type', values: SKIN },
      { attr: 'volume', values: { '200ml': 1, '250ml': 1.15 } },
      { attr: 'taste', values: ['natural', 'lavender', 'vanilla', 'citrus'], p: 0.6 },
    ],
    title: (c) => words(c.w(['Крем для тіла', 'Крем для тела']), c.brand, c.w(WITH_HEMP_OIL), c.t('skin_type') + ',', c.label('volume')),
    intro: [
      [
        'Крем для тіла {brand} живить суху шкіру та знімає відчуття стягнутості після душу.',
        'Крем для тела {brand} питает сухую кожу и снимает ощущение стянутости после душа.',
      ],
      ['У тюбику {volume} — крем з олією насіння конопель і маслом ши.', 'В тюбике {volume} — крем с маслом семян конопли и маслом ши.'],
    ],
  },
  balm: {
    groups: ['cosmetics', 'cbd'],
    pool: 'cosmetics',
    priceUah: 350,
    attrs: [
      { attr: 'form', values: ['balm'] },
      { attr: 'concentration', values: ['5', '10', '15'] },
      { attr: 'purpose', values: ['joints', 'recovery', 'skin'] },
      { attr: 'volume', values: { '50ml': 1, '100ml': 1.6 } },
    ],
    variants: [
      ['для суглобів і м’язів', 'для суставов и мышц'],
      ['розігрівальний', 'разогревающий'],
      ['охолоджувальний', 'охлаждающий'],
      ['відновлювальний', 'восстанавливающий'],
    ],
    title: (c) =>
      words(c.w(['Бальзам', 'Бальзам']), c.brand, c.w(['з CBD', 'с CBD']), c.label('concentration'), c.variant + ',', c.label('volume')),
    intro: [
      [
        'Бальзам {brand} з {concentration} CBD наносять масажними рухами на втомлені м’язи та суглоби.',
        'Бальзам {brand} с {concentration} CBD наносят массажными движениями на уставшие мышцы и суставы.',
      ],
      [
        'Бальзам {brand} у баночці {volume} зручно брати із собою на тренування чи в похід.',
        'Бальзам {brand} в баночке {volume} удобно брать с собой на тренировку или в поход.',
      ],
    ],
  },
  massage_oil: {
    groups: ['cosmetics'],
    pool: 'cosmetics',
    priceUah: 260,
    attrs: [
      { attr: 'form', values: ['oil'] },
      { attr: 'taste', values: ['lavender', 'citrus', 'mint', 'vanilla'] },
      { attr: 'volume', values: { '100ml': 1, '250ml': 2 } },
      { attr: 'purpose', values: ['recovery', 'stress'], p: 0.6 },
    ],
    title: (c) => words(c.w(['Олія для масажу', 'Масло для массажа']), c.brand, `«${c.label('taste')}»,`, c.label('volume')),
    intro: [
      [
        'Олія для масажу {brand} на основі конопляної олії добре ковзає і не залишає жирних плям.',
        'Масло для массажа {brand} на основе конопляного масла хорошо скользит и не оставляет жирных пятен.',
      ],
      [
        'Флакон {volume} з дозатором зручний і для домашнього масажу, і для салону.',
        'Флакон {volume} с дозатором удобен и для домашнего массажа, и для салона.',
      ],
    ],
  },
  shampoo: hairCare(['Шампунь', 'Шампунь'], 'shampoo', { '250ml': 1, '500ml': 1.7 }, 240),
  conditioner: hairCare(['Кондиціонер', 'Кондиционер'], 'conditioner', { '200ml': 1, '500ml': 2 }, 260),
});
