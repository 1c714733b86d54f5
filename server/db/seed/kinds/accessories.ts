import { lower, words } from '../text';
import { defineKinds, type KindSpec } from './types';

const COLORS = ['black', 'silver', 'green', 'gold', 'blue', 'red'] as const;

function vaporizer(desktop: boolean): KindSpec {
  return {
    groups: ['accessories'],
    pool: 'accessories',
    priceUah: desktop ? 3900 : 2300,
    attrs: [
      { attr: 'heating', values: ['convection', 'conduction', 'hybrid'] },
      { attr: 'color', values: COLORS },
    ],
    variants: desktop
      ? [
          ['Home', 'Home'],
          ['Studio', 'Studio'],
          ['Tower', 'Tower'],
          ['Classic', 'Classic'],
        ]
      : [
          ['Air', 'Air'],
          ['Nomad', 'Nomad'],
          ['Flow', 'Flow'],
          ['Mini', 'Mini'],
          ['Pro', 'Pro'],
          ['Pocket', 'Pocket'],
        ],
    title: (c) =>
      words(
        c.w(desktop ? ['Вапорайзер настільний', 'Вапорайзер настольный'] : ['Вапорайзер портативний', 'Вапорайзер портативный']),
        c.brand,
        c.variant + ',',
        lower(c.label('color')),
      ),
    intro: desktop
      ? [
          [
            'Настільний вапорайзер {brand} з точним регулюванням температури для ароматерапії та трав’яних сумішей.',
            'Настольный вапорайзер {brand} с точной регулировкой температуры для ароматерапии и травяных смесей.',
          ],
        ]
      : [
          [
            'Портативний вапорайзер {brand} нагрівається за 30 секунд і працює до двох годин від одного заряду.',
            'Портативный вапорайзер {brand} нагревается за 30 секунд и работает до двух часов от одного заряда.',
          ],
          [
            'Компактний вапорайзер {brand} з USB-C заряджанням і трьома режимами температури.',
            'Компактный вапорайзер {brand} с зарядкой USB-C и тремя режимами температуры.',
          ],
        ],
  };
}

export const ACCESSORY_KINDS = defineKinds({
  grinder: {
    groups: ['accessories'],
    pool: 'accessories',
    priceUah: 350,
    attrs: [
      { attr: 'material', values: { aluminium: 1, steel: 1.3, wood: 0.8 } },
      { attr: 'color', values: COLORS },
    ],
    variants: [
      ['4 секції, 63 мм', '4 секции, 63 мм'],
      ['4 секції, 50 мм', '4 секции, 50 мм'],
      ['3 секції, 55 мм', '3 секции, 55 мм'],
      ['2 секції, 40 мм', '2 секции, 40 мм'],
    ],
    title: (c) => words(c.w(['Гриндер', 'Гриндер']), c.brand, c.t('material') + ',', c.variant),
    intro: [
      [
        'Гриндер {brand} з гострими ромбоподібними зубцями рівномірно подрібнює трави та спеції.',
        'Гриндер {brand} с острыми ромбовидными зубцами равномерно измельчает травы и специи.',
      ],
      [
        'Магнітна кришка гриндера {brand} не відкривається в сумці, а сітка відсіює пилок.',
        'Магнитная крышка гриндера {brand} не открывается в сумке, а сетка отсеивает пыльцу.',
      ],
    ],
  },
  vape_portable: vaporizer(false),
  vape_desktop: vaporizer(true),
  storage_jar: {
    groups: ['accessories'],
    pool: 'accessories',
    priceUah: 220,
    attrs: [
      { attr: 'material', values: { glass: 1, ceramic: 1.3 } },
      { attr: 'volume', values: { '100ml': 1, '250ml': 1.4, '500ml': 1.9 } },
      { attr: 'color', values: ['black', 'green', 'blue'], p: 0.6 },
    ],
    title: (c) =>
      words(
        c.w(['Баночка для зберігання', 'Баночка для хранения']),
        c.brand,
        c.t('material'),
        c.w(['з UV-захистом,', 'с UV-защитой,']),
        c.label('volume'),
      ),
    intro: [
      [
        'Герметична баночка {brand} захищає вміст від світла, вологи та сторонніх запахів.',
        'Герметичная баночка {brand} защищает содержимое от света, влаги и посторонних запахов.',
      ],
      [
        'Баночка {brand} на {volume} з кришкою на силіконовому ущільнювачі підходить для чаю, спецій і трав.',
        'Баночка {brand} на {volume} с крышкой на силиконовом уплотнителе подходит для чая, специй и трав.',
      ],
    ],
  },
  case: {
    groups: ['accessories'],
    pool: 'accessories',
    priceUah: 890,
    attrs: [
      { attr: 'material', values: ['hemp_fiber'] },
      { attr: 'color', values: ['black', 'green', 'blue'] },
    ],
    title: (c) =>
      words(
        c.w(['Кейс для аксесуарів', 'Кейс для аксессуаров']),
        c.brand,
        c.w(['з кодовим замком,', 'с кодовым замком,']),
        lower(c.label('color')),
      ),
    intro: [
      [
        'Кейс {brand} з конопляної тканини має м’які відділення для гриндера, баночок і дрібниць.',
        'Кейс {brand} из конопляной ткани имеет мягкие отделения для гриндера, баночек и мелочей.',
      ],
    ],
  },
});
