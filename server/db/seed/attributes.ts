import type { Insertable } from 'kysely';
import type { AttributeTable, AttributeValueTable } from '../schema';
import { COUNTRIES } from './countries';
import type { Bi } from './text';

export interface ValueDef {
  /** unique within the characteristic; written to the database as the value's language-neutral key */
  key: string;
  label: Bi;
  /** how the value reads inside a product title, when it differs from the label */
  title?: Bi;
  /** multiplies the product's base price */
  price?: number;
}

interface AttributeDef {
  slug: string;
  name: Bi;
  values: ValueDef[];
}

const same = (text: string): Bi => [text, text];
const plain = (key: string, label: string, price?: number): ValueDef => ({ key, label: same(label), ...(price ? { price } : {}) });
/** values such as 30 мл, 250 г: the same text in both languages */
const amounts = (unit: string, list: [key: string, price: number][]): ValueDef[] =>
  list.map(([key, price]) => plain(key, `${key.replace(/[a-z]+$/, '')} ${unit}`, price));

const ATTRIBUTES: AttributeDef[] = [
  {
    slug: 'spectrum',
    name: ['Спектр', 'Спектр'],
    values: [
      { key: 'full', label: ['Повний', 'Полный'], title: same('Full Spectrum'), price: 1.1 },
      { key: 'broad', label: ['Широкий', 'Широкий'], title: same('Broad Spectrum') },
      { key: 'isolate', label: ['Ізолят', 'Изолят'], title: ['ізолят', 'изолят'], price: 0.85 },
    ],
  },
  {
    slug: 'concentration',
    name: ['Концентрація CBD', 'Концентрация CBD'],
    values: [plain('5', '5%', 1), plain('10', '10%', 1.6), plain('15', '15%', 2.1), plain('20', '20%', 2.6), plain('30', '30%', 3.4)],
  },
  {
    slug: 'dose',
    name: ['Дозування CBD', 'Дозировка CBD'],
    values: amounts('мг', [
      ['2mg', 0.8],
      ['5mg', 1],
      ['10mg', 1.5],
      ['15mg', 1.9],
      ['25mg', 2.6],
    ]),
  },
  {
    slug: 'volume',
    name: ['Об’єм', 'Объём'],
    values: amounts('мл', [
      ['10ml', 1],
      ['30ml', 2.2],
      ['50ml', 1],
      ['100ml', 1.5],
      ['200ml', 1],
      ['250ml', 1.2],
      ['500ml', 1.8],
    ]),
  },
  {
    slug: 'weight',
    name: ['Вага', 'Вес'],
    values: [
      ...amounts('г', [
        ['5g', 1],
        ['40g', 1],
        ['50g', 1],
        ['100g', 1],
        ['150g', 1.3],
        ['200g', 1.6],
        ['250g', 1.9],
        ['400g', 1],
        ['500g', 3.2],
      ]),
      ...amounts('кг', [
        ['1kg', 5.5],
        ['2kg', 2],
        ['3kg', 2.8],
        ['7kg', 5.5],
        ['12kg', 8.5],
      ]),
    ],
  },
  {
    slug: 'pack_count',
    name: ['Кількість в упаковці', 'Количество в упаковке'],
    values: amounts('шт.', [
      ['10pcs', 1],
      ['30pcs', 1],
      ['60pcs', 1.8],
      ['90pcs', 2.5],
    ]),
  },
  {
    slug: 'form',
    name: ['Форма випуску', 'Форма выпуска'],
    values: [
      { key: 'oil', label: ['Олія', 'Масло'] },
      { key: 'capsules', label: ['Капсули', 'Капсулы'] },
      { key: 'spray', label: ['Спрей', 'Спрей'] },
      { key: 'cream', label: ['Крем', 'Крем'] },
      { key: 'balm', label: ['Бальзам', 'Бальзам'] },
      { key: 'serum', label: ['Сироватка', 'Сыворотка'] },
      { key: 'shampoo', label: ['Шампунь', 'Шампунь'] },
      { key: 'conditioner', label: ['Кондиціонер', 'Кондиционер'] },
      { key: 'treats', label: ['Ласощі', 'Лакомство'] },
      { key: 'dry_food', label: ['Сухий корм', 'Сухой корм'] },
      { key: 'wet_food', label: ['Вологий корм', 'Влажный корм'] },
      { key: 'seeds', label: ['Насіння', 'Семена'] },
      { key: 'flour', label: ['Борошно', 'Мука'] },
      { key: 'powder', label: ['Порошок', 'Порошок'] },
      { key: 'tea', label: ['Чай', 'Чай'] },
      { key: 'bar', label: ['Батончик', 'Батончик'] },
      { key: 'snack', label: ['Снеки', 'Снеки'] },
    ],
  },
  {
    slug: 'purpose',
    name: ['Призначення', 'Назначение'],
    values: [
      { key: 'sleep', label: ['Сон', 'Сон'], title: ['Sleep', 'Sleep'] },
      { key: 'stress', label: ['Стрес', 'Стресс'], title: ['Calm', 'Calm'] },
      { key: 'recovery', label: ['Відновлення', 'Восстановление'], title: ['Recovery', 'Recovery'] },
      { key: 'joints', label: ['Суглоби', 'Суставы'], title: ['для суглобів', 'для суставов'] },
      { key: 'skin', label: ['Догляд за шкірою', 'Уход за кожей'], title: ['для шкіри', 'для кожи'] },
      { key: 'moisture', label: ['Зволоження', 'Увлажнение'], title: ['зволожувальний', 'увлажняющий'] },
      { key: 'immunity', label: ['Імунітет', 'Иммунитет'], title: ['Immuno', 'Immuno'] },
      { key: 'energy', label: ['Енергія', 'Энергия'], title: ['Active', 'Active'] },
      { key: 'digestion', label: ['Травлення', 'Пищеварение'], title: ['для травлення', 'для пищеварения'] },
      { key: 'coat', label: ['Шерсть', 'Шерсть'], title: ['для шерсті', 'для шерсти'] },
      { key: 'daily', label: ['Щоденне харчування', 'Ежедневное питание'] },
      { key: 'play', label: ['Активні ігри', 'Активные игры'] },
    ],
  },
  {
    slug: 'pet_type',
    name: ['Вид тварини', 'Вид животного'],
    values: [
      { key: 'dog', label: ['Собаки', 'Собаки'] },
      { key: 'cat', label: ['Коти', 'Кошки'] },
    ],
  },
  {
    slug: 'pet_size',
    name: ['Розмір породи', 'Размер породы'],
    values: [
      { key: 'small', label: ['Малі породи', 'Мелкие породы'], title: ['малих порід', 'мелких пород'], price: 0.8 },
      { key: 'medium', label: ['Середні породи', 'Средние породы'], title: ['середніх порід', 'средних пород'] },
      { key: 'large', label: ['Великі породи', 'Крупные породы'], title: ['великих порід', 'крупных пород'], price: 1.2 },
      { key: 'all', label: ['Усі породи', 'Все породы'], title: ['всіх порід', 'всех пород'] },
    ],
  },
  {
    slug: 'pet_age',
    name: ['Вік тварини', 'Возраст животного'],
    values: [
      { key: 'junior', label: ['Молоді (до 1 року)', 'Молодые (до 1 года)'] },
      { key: 'adult', label: ['Дорослі', 'Взрослые'] },
      { key: 'senior', label: ['Літні (від 7 років)', 'Пожилые (от 7 лет)'] },
    ],
  },
  {
    slug: 'taste',
    name: ['Смак / аромат', 'Вкус / аромат'],
    values: [
      { key: 'natural', label: ['Натуральний', 'Натуральный'] },
      { key: 'mint', label: ['М’ята', 'Мята'], title: ['з м’ятою', 'с мятой'] },
      { key: 'citrus', label: ['Цитрус', 'Цитрус'], title: ['з цитрусом', 'с цитрусом'] },
      { key: 'berries', label: ['Ягоди', 'Ягоды'], title: ['з ягодами', 'с ягодами'] },
      { key: 'lavender', label: ['Лаванда', 'Лаванда'], title: ['з лавандою', 'с лавандой'] },
      { key: 'vanilla', label: ['Ваніль', 'Ваниль'], title: ['з ваніллю', 'с ванилью'] },
      { key: 'chocolate', label: ['Шоколад', 'Шоколад'], title: ['з шоколадом', 'с шоколадом'] },
      { key: 'chicken', label: ['Курка', 'Курица'], title: ['з куркою', 'с курицей'] },
      { key: 'beef', label: ['Яловичина', 'Говядина'], title: ['з яловичиною', 'с говядиной'] },
      { key: 'lamb', label: ['Ягня', 'Ягненок'], title: ['з ягням', 'с ягненком'] },
      { key: 'salmon', label: ['Лосось', 'Лосось'], title: ['з лососем', 'с лососем'] },
      { key: 'turkey', label: ['Індичка', 'Индейка'], title: ['з індичкою', 'с индейкой'] },
      { key: 'rabbit', label: ['Кролик', 'Кролик'], title: ['з кроликом', 'с кроликом'] },
      { key: 'tuna', label: ['Тунець', 'Тунец'], title: ['з тунцем', 'с тунцом'] },
    ],
  },
  {
    slug: 'skin_type',
    name: ['Тип шкіри', 'Тип кожи'],
    values: [
      { key: 'dry', label: ['Суха', 'Сухая'], title: ['для сухої шкіри', 'для сухой кожи'] },
      { key: 'oily', label: ['Жирна', 'Жирная'], title: ['для жирної шкіри', 'для жирной кожи'] },
      { key: 'normal', label: ['Нормальна', 'Нормальная'], title: ['для нормальної шкіри', 'для нормальной кожи'] },
      { key: 'sensitive', label: ['Чутлива', 'Чувствительная'], title: ['для чутливої шкіри', 'для чувствительной кожи'] },
      { key: 'all', label: ['Усі типи', 'Все типы'], title: ['для всіх типів шкіри', 'для всех типов кожи'] },
    ],
  },
  {
    slug: 'hair_type',
    name: ['Тип волосся', 'Тип волос'],
    values: [
      { key: 'dry', label: ['Сухе', 'Сухие'], title: ['для сухого волосся', 'для сухих волос'] },
      { key: 'oily', label: ['Жирне', 'Жирные'], title: ['для жирного волосся', 'для жирных волос'] },
      { key: 'dandruff', label: ['Схильне до лупи', 'Склонные к перхоти'], title: ['проти лупи', 'против перхоти'] },
      { key: 'all', label: ['Усі типи', 'Все типы'], title: ['для всіх типів волосся', 'для всех типов волос'] },
    ],
  },
  {
    slug: 'material',
    name: ['Матеріал', 'Материал'],
    values: [
      { key: 'aluminium', label: ['Алюміній', 'Алюминий'], title: ['алюмінієвий', 'алюминиевый'] },
      { key: 'steel', label: ['Нержавіюча сталь', 'Нержавеющая сталь'], title: ['сталевий', 'стальной'], price: 1.3 },
      { key: 'glass', label: ['Скло', 'Стекло'], title: ['скляна', 'стеклянная'] },
      { key: 'wood', label: ['Дерево', 'Дерево'], title: ['дерев’яний', 'деревянный'] },
      { key: 'ceramic', label: ['Кераміка', 'Керамика'], title: ['керамічна', 'керамическая'] },
      { key: 'hemp_fiber', label: ['Конопляне волокно', 'Конопляное волокно'] },
      { key: 'rubber', label: ['Натуральний каучук', 'Натуральный каучук'] },
    ],
  },
  {
    slug: 'color',
    name: ['Колір', 'Цвет'],
    values: [
      { key: 'black', label: ['Чорний', 'Черный'] },
      { key: 'silver', label: ['Сріблястий', 'Серебристый'] },
      { key: 'green', label: ['Зелений', 'Зеленый'] },
      { key: 'gold', label: ['Золотистий', 'Золотистый'] },
      { key: 'blue', label: ['Синій', 'Синий'] },
      { key: 'red', label: ['Червоний', 'Красный'] },
    ],
  },
  {
    slug: 'heating',
    name: ['Тип нагріву', 'Тип нагрева'],
    values: [
      { key: 'convection', label: ['Конвекційний', 'Конвекционный'], price: 1.2 },
      { key: 'conduction', label: ['Кондукційний', 'Кондукционный'] },
      { key: 'hybrid', label: ['Гібридний', 'Гибридный'], price: 1.35 },
    ],
  },
  {
    slug: 'country',
    name: ['Країна виробництва', 'Страна производства'],
    values: Object.entries(COUNTRIES).map(([key, country]) => ({ key, label: country.name })),
  },
];

interface AttributeRows {
  attributes: Insertable<AttributeTable>[];
  values: Insertable<AttributeValueTable>[];
  /** value id by `${slug}:${key}` */
  valueId: Map<string, number>;
}

export function buildAttributes(): AttributeRows {
  const attributes: AttributeRows['attributes'] = [];
  const values: AttributeRows['values'] = [];
  const valueId = new Map<string, number>();
  ATTRIBUTES.forEach((attr, a) => {
    const attributeId = a + 1;
    attributes.push({ id: attributeId, slug: attr.slug, name_uk: attr.name[0], name_ru: attr.name[1], sort: (a + 1) * 10 });
    attr.values.forEach((value, v) => {
      const id = values.length + 1;
      // The key goes with the value, so a pet's 'dog' or 'cat' finds its pet-type value in any language.
      values.push({
        id,
        attribute_id: attributeId,
        value_uk: value.label[0],
        value_ru: value.label[1],
        sort: (v + 1) * 10,
        key: value.key,
      });
      valueId.set(`${attr.slug}:${value.key}`, id);
    });
  });
  return { attributes, values, valueId };
}

const VALUE_DEFS = new Map(ATTRIBUTES.flatMap((attr) => attr.values.map((value) => [`${attr.slug}:${value.key}`, value] as const)));

export function valueDef(slug: string, key: string): ValueDef {
  const def = VALUE_DEFS.get(`${slug}:${key}`);
  if (!def) throw new Error(`unknown attribute value ${slug}:${key}`);
  return def;
}
