import type { Insertable } from 'kysely';
import type { SellerTable, WarehouseTable } from '../schema';
import { streetAddress, type City } from './cities';
import type { Group } from './product-kinds';
import { daysAgo, type Random } from './random';
import { SCHEDULES, scheduleJson } from './schedule';
import type { Bi } from './text';

interface SellerDef {
  shopName: string;
  /** ASCII part of the e-mail domain */
  domain: string;
  groups: Group[];
  about: Bi;
  schedule: keyof typeof SCHEDULES;
  /** the business behind the shop and its ЄДРПОУ or РНОКПП, as a storefront must name them */
  legal: [name: string, code: string];
}

const SELLER_DEFS: SellerDef[] = [
  {
    shopName: 'Конопляна Лавка',
    legal: ['ФОП Коваленко Олена Петрівна', '3124507891'],
    domain: 'konoplyana-lavka.ua',
    groups: ['cbd', 'cosmetics', 'food'],
    schedule: 'weekdaysAndSaturday',
    about: [
      'Сімейний магазин конопляних продуктів з 2019 року. Самі перевіряємо кожен товар перед тим, як додати його в каталог.',
      'Семейный магазин конопляных продуктов с 2019 года. Сами проверяем каждый товар, прежде чем добавить его в каталог.',
    ],
  },
  {
    shopName: 'ZooHemp',
    legal: ['ТОВ «Зоохемп»', '43817265'],
    domain: 'zoohemp.com.ua',
    groups: ['pets', 'cbd'],
    schedule: 'everyDayLong',
    about: [
      'Товари для собак і котів з натуральним складом. Консультуємо щодо дозування CBD для тварин разом із ветеринаром.',
      'Товары для собак и кошек с натуральным составом. Консультируем по дозировке CBD для животных вместе с ветеринаром.',
    ],
  },
  {
    shopName: 'HempHouse',
    legal: ['ТОВ «Хемп Хаус Україна»', '42590318'],
    domain: 'hemphouse.ua',
    groups: ['cbd', 'cosmetics', 'accessories'],
    schedule: 'allWeek',
    about: [
      'Великий вибір CBD-олій, косметики та аксесуарів від європейських виробників. Відправляємо замовлення в день оплати.',
      'Большой выбор CBD-масел, косметики и аксессуаров от европейских производителей. Отправляем заказы в день оплаты.',
    ],
  },
  {
    shopName: 'Еко Полиця',
    legal: ['ФОП Мельник Андрій Васильович', '2987614035'],
    domain: 'eko-polytsia.ua',
    groups: ['food', 'cosmetics'],
    schedule: 'weekdaysAndSaturday',
    about: [
      'Крамниця здорового харчування: насіння, олії, борошно та натуральна косметика від українських фермерів.',
      'Магазин здорового питания: семена, масла, мука и натуральная косметика от украинских фермеров.',
    ],
  },
  {
    shopName: 'Хвіст і Лапа',
    legal: ['ФОП Бондар Ірина Олегівна', '3345120978'],
    domain: 'khvist-i-lapa.ua',
    groups: ['pets'],
    schedule: 'everyDayLong',
    about: [
      'Зоомагазин для тих, хто читає склад корму. Маємо корми, ласощі та іграшки з натуральних матеріалів.',
      'Зоомагазин для тех, кто читает состав корма. У нас корма, лакомства и игрушки из натуральных материалов.',
    ],
  },
  {
    shopName: 'CBD Point',
    legal: ['ТОВ «СіБіДі Поінт»', '44102937'],
    domain: 'cbdpoint.com.ua',
    groups: ['cbd', 'accessories'],
    schedule: 'officeHours',
    about: [
      'Спеціалізуємося на CBD-продуктах з лабораторними сертифікатами. Допоможемо підібрати концентрацію та формат.',
      'Специализируемся на CBD-продуктах с лабораторными сертификатами. Поможем подобрать концентрацию и формат.',
    ],
  },
  {
    shopName: 'Зелений Кошик',
    legal: ['ТОВ «Зелений кошик»', '41876023'],
    domain: 'zelenyi-koshyk.ua',
    groups: ['food', 'cosmetics', 'pets'],
    schedule: 'allWeek',
    about: [
      'Онлайн-маркет натуральних товарів для всієї родини та домашніх улюбленців. Акції щотижня.',
      'Онлайн-маркет натуральных товаров для всей семьи и домашних питомцев. Акции каждую неделю.',
    ],
  },
  {
    shopName: 'Карпатські Трави',
    legal: ['ФОП Гуцуляк Марія Іванівна', '3056712849'],
    domain: 'karpatski-travy.ua',
    groups: ['food', 'cosmetics', 'cbd'],
    schedule: 'weekdaysAndSaturday',
    about: [
      'Трав’яні чаї, олії та косметика з Карпат. Працюємо напряму з виробниками з Івано-Франківщини та Закарпаття.',
      'Травяные чаи, масла и косметика из Карпат. Работаем напрямую с производителями Ивано-Франковщины и Закарпатья.',
    ],
  },
  {
    shopName: 'Котопес',
    legal: ['ФОП Шевчук Дмитро Миколайович', '3210987456'],
    domain: 'kotopes.ua',
    groups: ['pets'],
    schedule: 'allWeek',
    about: [
      'Усе для котів і собак: від щоденного корму до засобів догляду. Безкоштовна консультація зоопсихолога.',
      'Все для кошек и собак: от ежедневного корма до средств ухода. Бесплатная консультация зоопсихолога.',
    ],
  },
  {
    shopName: 'Насіннєва Комора',
    legal: ['ТОВ «Насіннєва комора»', '40765213'],
    domain: 'nasinnieva-komora.ua',
    groups: ['food', 'accessories'],
    schedule: 'officeHours',
    about: [
      'Харчове насіння, борошно та протеїн оптом і в роздріб. Фасуємо замовлення в день відправлення.',
      'Пищевые семена, мука и протеин оптом и в розницу. Фасуем заказы в день отправки.',
    ],
  },
  {
    shopName: 'Лавка Здоров’я',
    legal: ['ФОП Ткаченко Світлана Юріївна', '2876543102'],
    domain: 'lavka-zdorovia.ua',
    groups: ['cbd', 'cosmetics', 'food'],
    schedule: 'everyDayLong',
    about: [
      'Натуральні продукти для щоденного самопочуття. Кожен товар супроводжуємо інструкцією українською.',
      'Натуральные продукты для ежедневного самочувствия. Каждый товар сопровождаем инструкцией на украинском.',
    ],
  },
  {
    shopName: 'Grinder Lab',
    legal: ['ТОВ «Гріндер Лаб»', '43390754'],
    domain: 'grinderlab.com.ua',
    groups: ['accessories', 'cbd'],
    schedule: 'weekdaysAndSaturday',
    about: [
      'Гриндери, вапорайзери та аксесуари для зберігання. Офіційна гарантія на всю техніку.',
      'Гриндеры, вапорайзеры и аксессуары для хранения. Официальная гарантия на всю технику.',
    ],
  },
  {
    shopName: 'Пухнастий Друг',
    legal: ['ФОП Кравчук Оксана Андріївна', '3401298765'],
    domain: 'pukhnastyi-druh.ua',
    groups: ['pets', 'cbd'],
    schedule: 'everyDayLong',
    about: [
      'Магазин для власників котів і собак. Доставляємо по всій Україні за 1–3 дні.',
      'Магазин для владельцев кошек и собак. Доставляем по всей Украине за 1–3 дня.',
    ],
  },
  {
    shopName: 'Hemp Market',
    legal: ['ТОВ «Хемп Маркет»', '44981026'],
    domain: 'hempmarket.ua',
    groups: ['cbd', 'cosmetics', 'food', 'accessories', 'pets'],
    schedule: 'allWeek',
    about: [
      'Найбільший вибір конопляних товарів в одному місці. Працюємо з понад тридцятьма брендами.',
      'Самый большой выбор конопляных товаров в одном месте. Работаем с более чем тридцатью брендами.',
    ],
  },
];

const OPERATORS = ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'];

/** The demo shops' return terms, in both languages, as the consumer protection law's 14 days put them. */
const RETURN_TERMS: readonly Bi[] = [
  [
    'Повернення протягом 14 днів від отримання, якщо товар не був у вжитку й упаковку збережено. Гроші повертаємо на картку за 3 робочі дні.',
    'Возврат в течение 14 дней с получения, если товар не был в употреблении и упаковка сохранена. Деньги возвращаем на карту за 3 рабочих дня.',
  ],
  [
    'Товар належної якості можна повернути впродовж 14 днів; запечатані олії та корми — лише в заводській упаковці. Доставку повернення оплачує покупець.',
    'Товар надлежащего качества можно вернуть в течение 14 дней; запечатанные масла и корма — только в заводской упаковке. Доставку возврата оплачивает покупатель.',
  ],
];

export interface Seller {
  id: number;
  groups: Group[];
  warehouseIds: number[];
}

/**
 * A seller's creation day. Two draws once made its seeded rating and review count come first; they are still
 * drawn, so this day and everything drawn after it stay as they were seeded before.
 */
function keptDraws(random: Random): number {
  random.int(38, 50);
  random.int(12, 2400);
  return random.int(500, 1400);
}

export function buildSellers(random: Random, cities: City[]) {
  const sellers: Seller[] = [];
  const rows: Insertable<SellerTable>[] = [];
  const warehouses: Insertable<WarehouseTable>[] = [];
  // Bigger cities host more warehouses: choose with weight by population.
  const weights = cities.map((c) => Math.sqrt(c.population));
  SELLER_DEFS.forEach((def, i) => {
    const id = i + 1;
    const cityIndexes = new Set<number>();
    const count = random.int(1, 3);
    while (cityIndexes.size < count) cityIndexes.add(random.weightedIndex(weights));
    const own = [...cityIndexes].map((index) => cities[index] as City);
    const warehouseIds = own.map((city) => {
      const whId = warehouses.length + 1;
      warehouses.push({
        id: whId,
        seller_id: id,
        city_id: city.id,
        title_uk: `Склад «${def.shopName}», м. ${city.name[0]}`,
        title_ru: `Склад «${def.shopName}», г. ${city.name[1]}`,
      });
      return whId;
    });
    const home = own[0] as City;
    const [streetUk, streetRu] = streetAddress(random.pick(home.streets), random.int(1, 120));
    const digits = () => String(random.int(0, 9));
    const phone = `+380 ${random.pick(OPERATORS)} ${Array.from({ length: 3 }, digits).join('')} ${digits()}${digits()} ${digits()}${digits()}`;
    sellers.push({ id, groups: def.groups, warehouseIds });
    rows.push({
      id,
      shop_name: def.shopName,
      about_uk: def.about[0],
      about_ru: def.about[1],
      // Chosen by the shop's number, not drawn: the seed's later draws stay what they were.
      returns_uk: RETURN_TERMS[id % RETURN_TERMS.length]![0],
      returns_ru: RETURN_TERMS[id % RETURN_TERMS.length]![1],
      phone,
      email: `info@${def.domain}`,
      address_uk: `м. ${home.name[0]}, ${streetUk}`,
      address_ru: `г. ${home.name[1]}, ${streetRu}`,
      schedule: scheduleJson(SCHEDULES[def.schedule]),
      legal_name: def.legal[0],
      legal_code: def.legal[1],
      // Counted from the seeded reviews afterwards (seed/seller-reviews.ts).
      rating_x10: 0,
      reviews_count: 0,
      created_at: daysAgo(keptDraws(random)),
    });
  });
  return { rows, sellers, warehouses };
}
