import { words } from '../text';
import { defineKinds, type KindSpec } from './types';

const PURPOSES = ['sleep', 'stress', 'recovery', 'immunity', 'energy'] as const;

const SPECTRUM_INTRO = {
  full: [
    '{brand} пропонує олію повного спектра з концентрацією {concentration}: крім CBD, вона містить інші канабіноїди та терпени рослини.',
    '{brand} предлагает масло полного спектра с концентрацией {concentration}: кроме CBD, оно содержит другие каннабиноиды и терпены растения.',
  ],
  broad: [
    'Олія широкого спектра від {brand} з концентрацією {concentration} зберігає терпени та мінорні канабіноїди, але не містить ТГК.',
    'Масло широкого спектра от {brand} с концентрацией {concentration} сохраняет терпены и минорные каннабиноиды, но не содержит ТГК.',
  ],
  isolate: [
    'Ізолят CBD від {brand} з концентрацією {concentration} — чистий канабідіол без характерного трав’яного смаку.',
    'Изолят CBD от {brand} с концентрацией {concentration} — чистый каннабидиол без характерного травяного вкуса.',
  ],
} as const;

function oil(spectrum: keyof typeof SPECTRUM_INTRO): KindSpec {
  const [uk, ru] = SPECTRUM_INTRO[spectrum];
  return {
    groups: ['cbd'],
    pool: 'cbd',
    priceUah: 520,
    attrs: [
      { attr: 'spectrum', values: [spectrum] },
      { attr: 'concentration', values: ['5', '10', '15', '20', '30'] },
      { attr: 'volume', values: { '10ml': 1, '30ml': 2.2 } },
      { attr: 'purpose', values: PURPOSES, p: 0.7 },
      { attr: 'taste', values: ['natural', 'mint', 'citrus'], p: 0.5 },
    ],
    title: (c) =>
      spectrum === 'isolate'
        ? words(c.w(['Олія CBD-ізолят', 'Масло CBD-изолят']), c.brand, c.t('purpose'), c.label('concentration') + ',', c.label('volume'))
        : words(
            c.w(['Олія CBD', 'Масло CBD']),
            c.brand,
            c.t('purpose'),
            c.label('concentration'),
            c.t('spectrum') + ',',
            c.label('volume'),
          ),
    intro: [
      [uk, ru],
      [
        `${uk} Флакона {volume} з піпеткою-дозатором вистачає приблизно на місяць.`,
        `${ru} Флакона {volume} с пипеткой-дозатором хватает примерно на месяц.`,
      ],
    ],
  };
}

function petOil(pet: 'dog' | 'cat'): KindSpec {
  const dog = pet === 'dog';
  return {
    groups: ['cbd', 'pets'],
    pool: 'pet_cbd',
    priceUah: 430,
    attrs: [
      { attr: 'pet_type', values: [pet] },
      { attr: 'concentration', values: dog ? ['5', '10', '15'] : ['5', '10'] },
      { attr: 'volume', values: { '10ml': 1, '30ml': 2.2 } },
      ...(dog ? [{ attr: 'pet_size', values: ['small', 'medium', 'large', 'all'], p: 0.8 }] : []),
      { attr: 'taste', values: dog ? ['natural', 'chicken', 'beef'] : ['natural', 'salmon', 'tuna'], p: 0.6 },
    ],
    title: (c) =>
      words(
        c.w(dog ? ['Олія CBD для собак', 'Масло CBD для собак'] : ['Олія CBD для котів', 'Масло CBD для кошек']),
        c.brand,
        c.label('concentration') + ',',
        c.label('volume'),
      ),
    intro: dog
      ? [
          [
            'Олія {brand} з CBD {concentration} створена для собак: піпетка з розміткою допомагає точно підібрати дозу за вагою тварини.',
            'Масло {brand} с CBD {concentration} создано для собак: пипетка с разметкой помогает точно подобрать дозу по весу животного.',
          ],
          [
            'CBD-олія для собак {brand} у флаконі {volume} допомагає спокійніше пережити поїздки, грозу та феєрверки.',
            'CBD-масло для собак {brand} во флаконе {volume} помогает спокойнее пережить поездки, грозу и фейерверки.',
          ],
        ]
      : [
          [
            'М’яка олія {brand} з CBD {concentration} для котів: без ефірних олій, які коти погано переносять.',
            'Мягкое масло {brand} с CBD {concentration} для кошек: без эфирных масел, которые кошки плохо переносят.',
          ],
          [
            'Олію {brand} для котів зручно додавати в корм: флакона {volume} вистачає на кілька тижнів.',
            'Масло {brand} для кошек удобно добавлять в корм: флакона {volume} хватает на несколько недель.',
          ],
        ],
  };
}

export const CBD_KINDS = defineKinds({
  oil_full: oil('full'),
  oil_broad: oil('broad'),
  oil_isolate: oil('isolate'),
  capsules: {
    groups: ['cbd'],
    pool: 'cbd',
    priceUah: 450,
    attrs: [
      { attr: 'spectrum', values: ['full', 'broad', 'isolate'] },
      { attr: 'dose', values: ['10mg', '15mg', '25mg'] },
      { attr: 'pack_count', values: { '30pcs': 1, '60pcs': 1.8, '90pcs': 2.5 } },
      { attr: 'purpose', values: PURPOSES, p: 0.6 },
    ],
    title: (c) => words(c.w(['Капсули CBD', 'Капсулы CBD']), c.brand, c.t('purpose'), c.label('dose') + ',', c.label('pack_count')),
    intro: [
      [
        'Капсули {brand} містять по {dose} CBD, тож не потрібно відмірювати краплі.',
        'Капсулы {brand} содержат по {dose} CBD, поэтому не нужно отмерять капли.',
      ],
      [
        'В упаковці {pack_count} — по {dose} канабідіолу в кожній капсулі з олією насіння конопель.',
        'В упаковке {pack_count} — по {dose} каннабидиола в каждой капсуле с маслом семян конопли.',
      ],
    ],
  },
  spray: {
    groups: ['cbd'],
    pool: 'cbd',
    priceUah: 420,
    attrs: [
      { attr: 'concentration', values: ['5', '10', '15'] },
      { attr: 'volume', values: { '10ml': 1, '30ml': 2 } },
      { attr: 'taste', values: ['mint', 'citrus', 'berries'] },
      { attr: 'purpose', values: PURPOSES, p: 0.6 },
    ],
    title: (c) =>
      words(c.w(['Спрей CBD', 'Спрей CBD']), c.brand, c.t('purpose'), c.label('concentration'), c.t('taste') + ',', c.label('volume')),
    intro: [
      [
        'Спрей {brand} з концентрацією {concentration} наносять під язик: одне натискання дає рівну дозу.',
        'Спрей {brand} с концентрацией {concentration} наносят под язык: одно нажатие дает равную дозу.',
      ],
      [
        'Компактний флакон {volume} легко помістити в кишеню чи косметичку.',
        'Компактный флакон {volume} легко поместить в карман или косметичку.',
      ],
    ],
  },
  dog_oil: petOil('dog'),
  cat_oil: petOil('cat'),
});
