import type { Insertable } from 'kysely';
import type { BrandTable } from '../schema';
import { COUNTRIES, type CountryCode } from './countries';
import type { Group } from './product-kinds';
import type { Random } from './random';
import type { Bi } from './text';

interface BrandDef {
  name: string;
  country: CountryCode;
  groups: Group[];
  popular?: boolean;
}

const BRAND_DEFS: BrandDef[] = [
  { name: 'Green Meadow', country: 'UA', groups: ['cbd', 'cosmetics'], popular: true },
  { name: 'Nordic Leaf', country: 'DK', groups: ['cbd'], popular: true },
  { name: 'Carpathian Hemp', country: 'UA', groups: ['cbd', 'food', 'cosmetics'], popular: true },
  { name: 'Hempiva', country: 'PL', groups: ['cosmetics'] },
  { name: 'Cannaflora', country: 'CZ', groups: ['cbd', 'cosmetics'] },
  { name: 'Alpine Sativa', country: 'CH', groups: ['cbd'], popular: true },
  { name: 'Polissia Organic', country: 'UA', groups: ['food'], popular: true },
  { name: 'Seedwise', country: 'LT', groups: ['food'] },
  { name: 'Hemp Kitchen', country: 'UA', groups: ['food'] },
  { name: 'Sativa Garden', country: 'NL', groups: ['cbd', 'cosmetics'] },
  { name: 'Vitahemp', country: 'DE', groups: ['cbd', 'food'] },
  { name: 'Lumen Botanics', country: 'AT', groups: ['cosmetics'] },
  { name: 'Dnipro Botanics', country: 'UA', groups: ['cosmetics', 'food'] },
  { name: 'PawLeaf', country: 'UA', groups: ['pets'], popular: true },
  { name: 'Whisker & Hemp', country: 'PL', groups: ['pets'] },
  { name: 'Calm Tail', country: 'CZ', groups: ['pets', 'cbd'] },
  { name: 'Hemp Paws', country: 'NL', groups: ['pets'], popular: true },
  { name: 'Barkwell', country: 'DE', groups: ['pets'] },
  { name: 'Purrfect Leaf', country: 'US', groups: ['pets'] },
  { name: 'Meadow Pet', country: 'UA', groups: ['pets'] },
  { name: 'GrindCraft', country: 'DE', groups: ['accessories'], popular: true },
  { name: 'Vapoleaf', country: 'CA', groups: ['accessories'] },
  { name: 'Stashwell', country: 'US', groups: ['accessories'] },
  { name: 'Kalyna Naturals', country: 'UA', groups: ['cosmetics', 'food'] },
  { name: 'Hempure Labs', country: 'CH', groups: ['cbd'] },
  { name: 'Terra Sativa', country: 'ES', groups: ['cbd', 'cosmetics'] },
  { name: 'Hemp Valley', country: 'SK', groups: ['food', 'cbd'] },
  { name: 'Oleum Verde', country: 'IT', groups: ['cosmetics', 'cbd'] },
  { name: 'Konopelka', country: 'UA', groups: ['food', 'pets'] },
  { name: 'Steppe Hemp', country: 'UA', groups: ['food', 'cbd'] },
  { name: 'Silverleaf Tools', country: 'CN', groups: ['accessories'] },
  { name: 'Nimbus Vapor', country: 'CA', groups: ['accessories'] },
  { name: 'Tailwind Pet', country: 'UA', groups: ['pets'] },
  { name: 'Herbaria Hemp', country: 'PL', groups: ['food', 'cosmetics'] },
];

const MAKES: Record<Group, Bi> = {
  cbd: ['олій і капсул з CBD', 'масел и капсул с CBD'],
  cosmetics: ['натуральної косметики з конопляною олією', 'натуральной косметики с конопляным маслом'],
  food: ['продуктів харчування з конопель', 'продуктов питания из конопли'],
  accessories: ['аксесуарів для трав і зберігання', 'аксессуаров для трав и хранения'],
  pets: ['товарів для собак і котів', 'товаров для собак и кошек'],
};

const SECOND_SENTENCE: Bi[] = [
  [
    'Сировину компанія закуповує лише в сертифікованих фермерських господарствах.',
    'Сырье компания закупает только в сертифицированных фермерских хозяйствах.',
  ],
  ['Кожну партію перевіряє незалежна лабораторія.', 'Каждую партию проверяет независимая лаборатория.'],
  [
    'Бренд робить ставку на короткий чесний склад і перероблювану упаковку.',
    'Бренд делает ставку на короткий честный состав и перерабатываемую упаковку.',
  ],
  ['Продукцію бренду продають у понад десяти країнах Європи.', 'Продукцию бренда продают более чем в десяти странах Европы.'],
  ['Асортимент розробляють разом із технологами та лікарями.', 'Ассортимент разрабатывают вместе с технологами и врачами.'],
];

export interface Brand {
  id: number;
  name: string;
  country: CountryCode;
  groups: Group[];
}

/** "a, b та c" */
function listing(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function slugify(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildBrands(random: Random): { rows: Insertable<BrandTable>[]; brands: Brand[] } {
  const brands = BRAND_DEFS.map((def, i) => ({ id: i + 1, name: def.name, country: def.country, groups: def.groups }));
  const rows = BRAND_DEFS.map((def, i): Insertable<BrandTable> => {
    const country = COUNTRIES[def.country];
    const second = random.pick(SECOND_SENTENCE);
    const describe = (lang: 0 | 1) =>
      `${def.name} — ${country.adjective[lang]} ${lang === 0 ? 'виробник' : 'производитель'} ${listing(
        def.groups.map((g) => MAKES[g][lang]),
        lang === 0 ? 'та' : 'и',
      )}. ${second[lang]}`;
    return {
      id: i + 1,
      name: def.name,
      slug: slugify(def.name),
      is_popular: def.popular ? 1 : 0,
      country_uk: country.name[0],
      country_ru: country.name[1],
      description_uk: describe(0),
      description_ru: describe(1),
    };
  });
  return { rows, brands };
}
