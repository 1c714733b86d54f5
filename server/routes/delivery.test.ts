import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
let kyiv: number;
let lviv: number;
let uzhhorod: number;
/** seed ids (server/db/seed/delivery.ts) */
const NP_OFFICE = 1;
const NP_LOCKER = 2;
const UKRPOSHTA = 3;
const COURIER = 4;
const STORE_PICKUP = 5;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const cityId = async (name: string) =>
    (await t.db.selectFrom('cities').where('name_uk', '=', name).select('id').executeTakeFirstOrThrow()).id;
  [kyiv, lviv, uzhhorod] = [await cityId('Київ'), await cityId('Львів'), await cityId('Ужгород')];
});
afterAll(() => t.close());

const get = (url: string, { lang = 'uk', city }: { lang?: string; city?: string } = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang, ...(city ? { 'accept-city': city } : {}) } });
const data = async (url: string, options?: { lang?: string; city?: string }) => {
  const res = await get(url, options);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A product with a price that prices deliveries as the test needs. */
async function productPriced(uah: number): Promise<number> {
  const { id } = await t.db.selectFrom('products').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await t.db
    .updateTable('products')
    .set({ price_kop: uah * 100 })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('cities', () => {
  it('top cities: the capital, then by population, 10 of them, and error null', async () => {
    const res = (await get('/api/delivery/top-cities')).json();
    expect(res.error).toBeNull();
    expect(res.data).toHaveLength(10);
    expect(res.data[0]).toMatchObject({ id: kyiv, name: 'Київ', region: 'Київська область', is_capital: true });
    expect(res.data.slice(1, 4).map((c: { name: string }) => c.name)).toEqual(['Харків', 'Одеса', 'Дніпро']);
    expect(res.data.slice(1).every((c: { is_capital: boolean }) => !c.is_capital)).toBe(true);
  });

  it('top cities put the shopper’s own city (Accept-City) first, named in the request language', async () => {
    const cities = await data('/api/delivery/top-cities', { city: String(uzhhorod), lang: 'ru' });
    expect(cities.map((c: { name: string }) => c.name).slice(0, 3)).toEqual(['Ужгород', 'Киев', 'Харьков']);
    expect(cities).toHaveLength(10);
  });

  it.each([['not-a-number'], ['99999']])('an Accept-City of %j changes nothing', async (city) => {
    expect((await data('/api/delivery/top-cities', { city }))[0].id).toBe(kyiv);
  });

  it.each([
    ['Хар', 'uk', ['Харків']],
    ['харьк', 'uk', ['Харків']],
    ['харьк', 'ru', ['Харьков']],
    ['КРИВИЙ', 'uk', ['Кривий Ріг']],
    ['ріг', 'uk', ['Кривий Ріг']],
    ['франк', 'uk', ['Івано-Франківськ']],
    ['івано франківськ', 'uk', ['Івано-Франківськ']],
    ['Льв', 'ru', ['Львов']],
    ['Гданськ', 'uk', []],
  ])('find-city %j (%s) -> %j', async (name, lang, names) => {
    const found = await data(`/api/delivery/find-city?name=${encodeURIComponent(name)}`, { lang });
    expect(found.map((c: { name: string }) => c.name)).toEqual(names);
  });

  it('find-city matches inside a name too, and orders equal matches by population', async () => {
    expect((await data(`/api/delivery/find-city?name=${encodeURIComponent('нниц')}`)).map((c: { name: string }) => c.name)).toEqual([
      'Вінниця',
    ]);
    const found = await data(`/api/delivery/find-city?name=${encodeURIComponent('чер')}`);
    expect(found.map((c: { name: string }) => c.name)).toEqual(['Чернігів', 'Черкаси', 'Чернівці']);
  });

  it('find-city puts a name starting with the text before a bigger city containing it', async () => {
    // Полтава starts with "пол"; the Russian Тернополь only contains it
    expect((await data(`/api/delivery/find-city?name=${encodeURIComponent('пол')}`)).map((c: { name: string }) => c.name)).toEqual([
      'Полтава',
      'Тернопіль',
    ]);
    await t.db.updateTable('cities').set({ population: 5_000_000 }).where('name_uk', '=', 'Тернопіль').execute();
    expect((await data(`/api/delivery/find-city?name=${encodeURIComponent('пол')}`)).map((c: { name: string }) => c.name)).toEqual([
      'Полтава',
      'Тернопіль',
    ]);
    await t.db.updateTable('cities').set({ population: 225_004 }).where('name_uk', '=', 'Тернопіль').execute();
  });

  it.each([['ки'], ['  к '], ['']])('find-city %j is too short: 400 on the name field', async (name) => {
    const res = await get(`/api/delivery/find-city?name=${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Для пошуку міста введіть щонайменше 3 символи',
      errors: { name: ['Для пошуку міста введіть щонайменше 3 символи'] },
    });
  });

  it('one city by id, or 404', async () => {
    expect(await data(`/api/cities/${lviv}`, { lang: 'ru' })).toMatchObject({
      id: lviv,
      name: 'Львов',
      region: 'Львовская область',
      is_capital: false,
    });
    const missing = await get('/api/cities/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Місто не знайдено');
  });
});

describe('deliveries of a city', () => {
  it('lists couriers and pickup deliveries with their points, priced for an empty order', async () => {
    const deliveries = await data(`/api/delivery/${kyiv}`);
    expect(deliveries.map((d: { id: number }) => d.id)).toEqual([NP_OFFICE, NP_LOCKER, UKRPOSHTA, COURIER, STORE_PICKUP]);
    expect(deliveries[0]).toEqual({
      id: NP_OFFICE,
      code: 'nova_poshta_office',
      title: 'Нова пошта: відділення',
      kind: 'office',
      pricing: { is_by_provider: true, free_from: null, default_price: 80 },
      price: null,
      offices_count: 14,
      // the store has no Nova Poshta here: its own prices, and no day
      delivery_date: null,
    });
    expect(deliveries[1]).toMatchObject({
      pricing: { is_by_provider: false, free_from: 1500, default_price: 70 },
      price: 70,
      offices_count: 10,
    });
    expect(deliveries[3]).toMatchObject({ kind: 'address', price: 120, offices_count: 0 });
    expect(deliveries[4]).toMatchObject({ price: 0, offices_count: 3 });
  });

  it('a pickup delivery without points in the city is not offered; a courier always is', async () => {
    await t.db
      .deleteFrom('pickup_points')
      .where('city_id', '=', uzhhorod)
      .where('delivery_type_id', 'in', [NP_LOCKER, UKRPOSHTA])
      .execute();
    const ids = (await data(`/api/delivery/${uzhhorod}`)).map((d: { id: number }) => d.id);
    expect(ids).toEqual([NP_OFFICE, COURIER, STORE_PICKUP]);
  });

  it('prices by the order total: at free_from and above free, below it the default price', async () => {
    const id = await productPriced(500);
    const priceOf = async (qty: number) =>
      (await data(`/api/delivery/${kyiv}?order_items[]=${id}:${qty}`)).find((d: { id: number }) => d.id === NP_LOCKER).price;
    expect(await priceOf(2)).toBe(70);
    expect(await priceOf(3)).toBe(0);
    // the same product twice adds up
    expect(
      (await data(`/api/delivery/${kyiv}?order_items[]=${id}:1&order_items[]=${id}:2`)).find((d: { id: number }) => d.id === NP_LOCKER)
        .price,
    ).toBe(0);
  });

  it('speaks Russian', async () => {
    expect((await data(`/api/delivery/${kyiv}`, { lang: 'ru' }))[3].title).toBe('Курьер по адресу');
  });

  it.each([['12'], ['12:0'], ['0:1'], ['a:1'], ['12:-1']])('a malformed order item %j is a 400', async (item) => {
    expect((await get(`/api/delivery/${kyiv}?order_items[]=${item}`)).statusCode).toBe(400);
  });

  it('a product that does not exist is a 400 on order_items', async () => {
    const res = await get(`/api/delivery/${kyiv}?order_items[]=999999:1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['order_items[]']).toEqual(['Деяких товарів замовлення вже немає в продажу']);
  });

  it('an unknown city is a 404', async () => {
    expect((await get('/api/delivery/99999')).statusCode).toBe(404);
    expect((await get('/api/delivery/filter/99999')).statusCode).toBe(404);
  });

  it('filtered: only the chosen deliveries, priced at `price`', async () => {
    const id = await productPriced(100);
    const chosen = await data(
      `/api/delivery/filter/${kyiv}?order_items[]=${id}:1&price=1500&delivery_ids[]=${NP_LOCKER}&delivery_ids[]=${UKRPOSHTA}`,
    );
    expect(chosen.map((d: { id: number; price: number }) => [d.id, d.price])).toEqual([
      [NP_LOCKER, 0],
      [UKRPOSHTA, 0],
    ]);
    const byItems = await data(`/api/delivery/filter/${kyiv}?order_items[]=${id}:1&delivery_ids[]=${UKRPOSHTA}`);
    expect(byItems.map((d: { price: number }) => d.price)).toEqual([45]);
    expect(await data(`/api/delivery/filter/${kyiv}`)).toHaveLength(5);
  });
});

describe('pickup points', () => {
  it('of one delivery in one city, with hours in the request language', async () => {
    const points = await data(`/api/delivery/warehouses?city_id=${kyiv}&delivery_id=${UKRPOSHTA}`, { lang: 'ru' });
    expect(points).toHaveLength(6);
    expect(points[0]).toEqual({
      id: expect.any(Number),
      title: 'Отделение №3',
      address: expect.stringMatching(/^(ул\.|просп\.|бульв\.|пл\.|пер\.|\S+ (просп|бульв)\.)/),
      lat: expect.any(Number),
      lng: expect.any(Number),
      schedule: expect.arrayContaining([expect.objectContaining({ days: expect.any(String), hours: expect.any(String) })]),
    });
  });

  it('a courier has none', async () => {
    expect(await data(`/api/delivery/warehouses?city_id=${kyiv}&delivery_id=${COURIER}`)).toEqual([]);
  });

  it('filtered by a part of the title or the address, in any case', async () => {
    const all = await data(`/api/delivery/warehouses?city_id=${kyiv}&delivery_id=${NP_OFFICE}`);
    const byTitle = await data(
      `/api/delivery/filter/warehouses?city_id=${kyiv}&delivery_id=${NP_OFFICE}&query=${encodeURIComponent(all[0].title.toUpperCase())}`,
    );
    expect(byTitle.map((p: { id: number }) => p.id)).toContain(all[0].id);
    expect(byTitle.every((p: { title: string }) => p.title.toLowerCase().includes(all[0].title.toLowerCase()))).toBe(true);
    const street = all[0].address.split(',')[0];
    const byAddress = await data(
      `/api/delivery/filter/warehouses?city_id=${kyiv}&delivery_id=${NP_OFFICE}&query=${encodeURIComponent(street)}`,
    );
    expect(byAddress.length).toBeGreaterThan(0);
    expect(byAddress.every((p: { address: string }) => p.address.startsWith(street))).toBe(true);
    expect(await data(`/api/delivery/filter/warehouses?city_id=${kyiv}&delivery_id=${NP_OFFICE}&query=zzzz`)).toEqual([]);
    expect(await data(`/api/delivery/filter/warehouses?city_id=${kyiv}&delivery_id=${NP_OFFICE}`)).toHaveLength(all.length);
  });

  it.each([
    ['/api/delivery/warehouses?city_id=99999&delivery_id=1', 'Місто не знайдено'],
    ['/api/delivery/warehouses?city_id=1&delivery_id=99', 'Такого способу доставки немає'],
    ['/api/delivery/filter/warehouses?city_id=1&delivery_id=99&query=a', 'Такого способу доставки немає'],
  ])('%s is a 404', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(message);
  });

  it('missing ids are a 400', async () => {
    expect((await get('/api/delivery/warehouses?city_id=1')).statusCode).toBe(400);
  });
});

describe('numbers the deliveries refuse', () => {
  itRejectsBadNumbers(
    () => t,
    'cityId',
    (n) => ({ method: 'GET', url: `/api/delivery/${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'GET', url: `/api/cities/${encodeURIComponent(n)}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'city_id',
    (n) => ({ method: 'GET', url: `/api/delivery/warehouses?city_id=${encodeURIComponent(n)}&delivery_id=${NP_OFFICE}` }),
  );
  itRejectsBadNumbers(
    () => t,
    'delivery_ids[].0',
    (n) => ({ method: 'GET', url: `/api/delivery/filter/${kyiv}?delivery_ids[]=${encodeURIComponent(n)}` }),
  );

  // The order total is UAH, so kopecks and 0 are fine; no order costs a billion.
  it.each(['Infinity', '-Infinity', 'NaN', '1e309', '1e+308', '9223372036854776000', '-1', 'abc'])(
    'the order total %s is a 400',
    async (n) => {
      const res = await t.call('GET', `/api/delivery/filter/${kyiv}?price=${encodeURIComponent(n)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Некоректний запит', errors: { price: ['Введіть коректне значення'] } });
    },
  );
  it.each(['0', '1499.99'])('the order total %s prices the deliveries', async (n) => {
    expect((await t.call('GET', `/api/delivery/filter/${kyiv}?price=${n}`)).statusCode).toBe(200);
  });
});

describe("a customer's saved deliveries for the checkout", () => {
  /** A customer with a locker in Kyiv (no shop), a courier in Lviv for the product's shop and one for another shop. */
  async function customerWithSaved(productId: number) {
    const customer = await signInTestCustomer(t.db);
    const { seller_id } = await t.db.selectFrom('products').where('id', '=', productId).select('seller_id').executeTakeFirstOrThrow();
    const other = await t.db.selectFrom('sellers').where('id', '!=', seller_id).select('id').orderBy('id').executeTakeFirstOrThrow();
    const locker = await t.db
      .selectFrom('pickup_points')
      .where('city_id', '=', kyiv)
      .where('delivery_type_id', '=', NP_LOCKER)
      .select(['id', 'title_uk'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const save = async (body: object) => {
      const res = await t.call('POST', '/api/customer/deliveries', { token: customer.token, body });
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    const ids = {
      locker: await save({ delivery_id: NP_LOCKER, city_id: kyiv, delivery_warehouse_id: locker.id }),
      ownShop: await save({ delivery_id: COURIER, city_id: lviv, street: 'Городоцька', house: '5', seller_id }),
      otherShop: await save({ delivery_id: COURIER, city_id: lviv, street: 'Зелена', house: '7', seller_id: other.id }),
    };
    return { ...customer, ids, locker };
  }
  const saved = async (url: string, token: string) => {
    const res = await t.call('GET', url, { token });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      id: number;
      delivery_id: number;
      delivery_title: string;
      kind: string;
      price: number | null;
      office_title: string | null;
    }[];
  };

  it("answers the order's shops' and the shop-less ones, newest first, priced for the order's items or its price", async () => {
    const product = await productPriced(1000);
    const { token, ids, locker } = await customerWithSaved(product);
    const forOrder = await saved(`/api/delivery/checkout/customer?order_items[]=${product}:1`, token);
    expect(forOrder.map((d) => [d.id, d.price])).toEqual([
      [ids.ownShop, 120],
      [ids.locker, 70],
    ]);
    expect(forOrder[1]).toMatchObject({
      delivery_id: NP_LOCKER,
      delivery_title: 'Нова пошта: поштомат',
      kind: 'office',
      office_title: locker.title_uk,
    });
    // A total past the locker's free_from (1500) makes it free; `price` wins over the items' total.
    expect((await saved(`/api/delivery/checkout/customer?order_items[]=${product}:2`, token)).map((d) => d.price)).toEqual([120, 0]);
    expect((await saved(`/api/delivery/checkout/customer?order_items[]=${product}:2&price=900`, token)).map((d) => d.price)).toEqual([
      120, 70,
    ]);
    expect((await saved('/api/delivery/checkout/customer', token)).map((d) => d.id)).toEqual([ids.otherShop, ids.ownShop, ids.locker]);
  });

  it('the filtered variant keeps those of the chosen deliveries', async () => {
    const product = await productPriced(1000);
    const { token, ids } = await customerWithSaved(product);
    expect(
      (await saved(`/api/delivery/filter/checkout/customer?order_items[]=${product}:1&price=1000&delivery_ids[]=${NP_LOCKER}`, token)).map(
        (d) => d.id,
      ),
    ).toEqual([ids.locker]);
    expect(await saved(`/api/delivery/filter/checkout/customer?order_items[]=${product}:1&delivery_ids[]=${UKRPOSHTA}`, token)).toEqual([]);
  });

  it('asks a guest to sign in, and refuses an unknown product', async () => {
    const product = await productPriced(1000);
    expect((await t.call('GET', `/api/delivery/checkout/customer?order_items[]=${product}:1`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/delivery/filter/checkout/customer')).statusCode).toBe(401);
    const { token } = await signInTestCustomer(t.db);
    expect((await t.call('GET', '/api/delivery/checkout/customer?order_items[]=999999:1', { token })).statusCode).toBe(400);
  });
});
