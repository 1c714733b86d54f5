import type { Insertable } from 'kysely';
import type { DeliveryTypeTable, PickupPointTable } from '../schema';
import { streetAddress, type City } from './cities';
import type { Random } from './random';
import { SCHEDULES, scheduleJson, type ScheduleLine } from './schedule';
import type { Bi } from './text';

interface DeliveryDef {
  row: Omit<Insertable<DeliveryTypeTable>, 'id'>;
  /** pickup points: title of one point, how many per city (by population), their hours */
  points?: {
    title: (n: number) => Bi;
    perCity: (population: number) => number;
    number: (random: Random, i: number) => number;
    schedule: ScheduleLine[];
  };
}

const uah = (amount: number) => amount * 100;
/** more points in bigger cities: 3 in a town of 100k, ~10 in a city of a million */
const byPopulation = (scale: number) => (population: number) => Math.max(3, Math.min(10, Math.round((population / 100_000) * scale)));

const DELIVERY_DEFS: DeliveryDef[] = [
  {
    row: {
      code: 'nova_poshta_office',
      title_uk: 'Нова пошта: відділення',
      title_ru: 'Новая почта: отделение',
      kind: 'office',
      is_by_provider: 1,
      free_from_kop: null,
      default_price_kop: uah(80),
    },
    points: {
      title: (n) => [`Відділення №${n}`, `Отделение №${n}`],
      perCity: (p) => (p > 2_000_000 ? 14 : byPopulation(0.8)(p)),
      number: (random, i) => i + 1 + random.int(0, 3) * 10,
      schedule: SCHEDULES.everyDayLong,
    },
  },
  {
    row: {
      code: 'nova_poshta_locker',
      title_uk: 'Нова пошта: поштомат',
      title_ru: 'Новая почта: почтомат',
      kind: 'office',
      is_by_provider: 0,
      free_from_kop: uah(1500),
      default_price_kop: uah(70),
    },
    points: {
      title: (n) => [`Поштомат №${n}`, `Почтомат №${n}`],
      perCity: (p) => (p > 2_000_000 ? 10 : byPopulation(0.5)(p)),
      number: (random) => random.int(1000, 9999),
      schedule: SCHEDULES.roundTheClock,
    },
  },
  {
    row: {
      code: 'ukrposhta_office',
      title_uk: 'Укрпошта: відділення',
      title_ru: 'Укрпочта: отделение',
      kind: 'office',
      is_by_provider: 0,
      free_from_kop: uah(1000),
      default_price_kop: uah(45),
    },
    points: {
      title: (n) => [`Відділення №${n}`, `Отделение №${n}`],
      perCity: (p) => (p > 2_000_000 ? 6 : byPopulation(0.35)(p)),
      number: (_random, i) => (i + 1) * 3,
      schedule: SCHEDULES.post,
    },
  },
  {
    row: {
      code: 'courier',
      title_uk: 'Кур’єр за адресою',
      title_ru: 'Курьер по адресу',
      kind: 'address',
      is_by_provider: 0,
      free_from_kop: null,
      default_price_kop: uah(120),
    },
  },
  {
    row: {
      code: 'store_pickup',
      title_uk: 'Самовивіз із пункту видачі',
      title_ru: 'Самовывоз из пункта выдачи',
      kind: 'office',
      is_by_provider: 0,
      free_from_kop: null,
      default_price_kop: 0,
    },
    points: {
      title: (n) => [`Пункт видачі Kramnytsia №${n}`, `Пункт выдачи Kramnytsia №${n}`],
      perCity: (p) => (p > 2_000_000 ? 3 : p > 500_000 ? 2 : 1),
      number: (_random, i) => i + 1,
      schedule: SCHEDULES.allWeek,
    },
  },
];

/** A point up to ~6 km from the centre, uniformly spread over the disc. */
function scatter(random: Random, city: City): { lat: number; lng: number } {
  const km = 6 * Math.sqrt(random.float());
  const angle = random.float() * 2 * Math.PI;
  const lat = city.lat + (km * Math.cos(angle)) / 111.32;
  const lng = city.lng + (km * Math.sin(angle)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

export function buildDelivery(random: Random, cities: City[]) {
  const types = DELIVERY_DEFS.map((def, i): Insertable<DeliveryTypeTable> => ({ id: i + 1, ...def.row }));
  const points: Insertable<PickupPointTable>[] = [];
  DELIVERY_DEFS.forEach((def, t) => {
    if (!def.points) return;
    for (const city of cities) {
      const count = def.points.perCity(city.population);
      const used = new Set<number>();
      for (let i = 0; i < count; i++) {
        let n = def.points.number(random, i);
        while (used.has(n)) n += 1;
        used.add(n);
        const [title_uk, title_ru] = def.points.title(n);
        const [address_uk, address_ru] = streetAddress(random.pick(city.streets), random.int(1, 160));
        points.push({
          id: points.length + 1,
          city_id: city.id,
          delivery_type_id: t + 1,
          title_uk,
          title_ru,
          address_uk,
          address_ru,
          ...scatter(random, city),
          schedule: scheduleJson(def.points.schedule),
        });
      }
    }
  });
  return { types, points };
}
