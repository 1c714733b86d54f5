import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, itRefusesGuests, signInTestCustomer, type Method, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

const call = (method: Method, url: string, token?: string, body?: object, lang?: string) => t.call(method, url, { token, body, lang });

const ivan = { name: 'Іван', surname: 'Петренко', patronymic: 'Олегович', phone: '+380 50 111 22 33' };

/** A pickup point from the seed, its delivery and city, and a point of the same delivery in another city. */
async function places() {
  const point = await t.db
    .selectFrom('pickup_points')
    .select(['id', 'city_id', 'delivery_type_id', 'title_uk', 'title_ru', 'address_uk'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const elsewhere = await t.db
    .selectFrom('pickup_points')
    .where('city_id', '!=', point.city_id)
    .where('delivery_type_id', '=', point.delivery_type_id)
    .select('id')
    .executeTakeFirstOrThrow();
  const courier = await t.db.selectFrom('delivery_types').where('kind', '=', 'address').select('id').executeTakeFirstOrThrow();
  const city = await t.db.selectFrom('cities').where('id', '=', point.city_id).select(['name_uk', 'name_ru']).executeTakeFirstOrThrow();
  return { point, elsewhere, courier, city };
}

describe('a guest', () => {
  const delivery = { delivery_id: 1, city_id: 1 };
  itRefusesGuests(
    () => t,
    [
      ['GET', '/api/customer/contacts'],
      ['POST', '/api/customer/contacts', ivan],
      ['POST', '/api/customer/contacts/multiple-store', { contacts: [ivan] }],
      ['PUT', '/api/customer/contacts/1', ivan],
      ['DELETE', '/api/customer/contacts/1'],
      ['GET', '/api/customer/deliveries'],
      ['POST', '/api/customer/deliveries', delivery],
      ['POST', '/api/customer/deliveries/multiple-store', { deliveries: [delivery] }],
      ['DELETE', '/api/customer/deliveries/1'],
    ],
  );
});

describe('saved recipients', () => {
  it('saves one with the phone as digits, once however often it is sent', async () => {
    const { token } = await signInTestCustomer(t.db);
    const first = await call('POST', '/api/customer/contacts', token, ivan);
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved).toEqual({ id: expect.any(Number), ...ivan, phone: '380501112233', seller_id: null });
    const again = await call('POST', '/api/customer/contacts', token, { ...ivan, name: ' іван ', phone: '0501112233' });
    expect(again.json().data.id).toBe(saved.id);
    expect((await call('GET', '/api/customer/contacts', token)).json()).toEqual({ data: [saved] });
  });

  it('keeps one per shop apart from the shop-less one', async () => {
    const { token } = await signInTestCustomer(t.db);
    const seller = await t.db.selectFrom('sellers').select('id').executeTakeFirstOrThrow();
    await call('POST', '/api/customer/contacts', token, ivan);
    const forShop = await call('POST', '/api/customer/contacts', token, { ...ivan, seller_id: seller.id });
    expect(forShop.json().data.seller_id).toBe(seller.id);
    expect((await call('GET', '/api/customer/contacts', token)).json().data).toHaveLength(2);
  });

  it.each<[object, string[]]>([
    [{ name: '', surname: '', phone: '' }, ['name', 'phone', 'surname']],
    [{ ...ivan, phone: '12345' }, ['phone']],
    [{ ...ivan, seller_id: 999_999 }, ['seller_id']],
  ])('refuses %j with errors on %j', async (payload, fields) => {
    const { token } = await signInTestCustomer(t.db);
    const res = await call('POST', '/api/customer/contacts', token, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(fields);
  });

  it('edits and deletes, answering the ones left', async () => {
    const { token } = await signInTestCustomer(t.db);
    const { id } = (await call('POST', '/api/customer/contacts', token, ivan)).json().data;
    const edited = await call('PUT', `/api/customer/contacts/${id}`, token, { ...ivan, surname: 'Шевченко' });
    expect(edited.json().data).toMatchObject({ id, surname: 'Шевченко' });
    const left = await call('DELETE', `/api/customer/contacts/${id}`, token);
    expect(left.json()).toEqual({ data: [] });
    expect((await call('DELETE', `/api/customer/contacts/${id}`, token)).statusCode).toBe(404);
  });

  it('multiple-store saves all or none, naming the bad entry', async () => {
    const { token } = await signInTestCustomer(t.db);
    const bad = await call('POST', '/api/customer/contacts/multiple-store', token, { contacts: [ivan, { ...ivan, phone: '1' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['contacts.1.phone']);
    expect((await call('GET', '/api/customer/contacts', token)).json().data).toEqual([]);
    const ok = await call('POST', '/api/customer/contacts/multiple-store', token, { contacts: [ivan, ivan, { ...ivan, name: 'Марія' }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.map((r: { name: string }) => r.name)).toEqual(['Марія', 'Іван']);
  });

  it('refuses the 51st', async () => {
    const { token } = await signInTestCustomer(t.db);
    const contacts = Array.from({ length: 50 }, (_, i) => ({ ...ivan, name: `Іван${i}` }));
    expect((await call('POST', '/api/customer/contacts/multiple-store', token, { contacts })).statusCode).toBe(200);
    const res = await call('POST', '/api/customer/contacts', token, { ...ivan, name: 'Зайвий' });
    expect(res.statusCode).toBe(422);
  });
});

describe('saved deliveries', () => {
  it('saves a pickup point and names it, its city and delivery in the request language', async () => {
    const { token } = await signInTestCustomer(t.db);
    const { point, city } = await places();
    const body = { delivery_id: point.delivery_type_id, city_id: point.city_id, delivery_warehouse_id: point.id, street: 'ignored' };
    const res = await call('POST', '/api/customer/deliveries', token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      delivery_warehouse_id: point.id,
      office_title: point.title_uk,
      office_address: point.address_uk,
      kind: 'office',
      city: { id: point.city_id, name: city.name_uk },
      street: '',
    });
    const ru = (await call('GET', '/api/customer/deliveries', token, undefined, 'ru')).json().data;
    expect(ru).toHaveLength(1);
    expect(ru[0]).toMatchObject({ office_title: point.title_ru, city: { name: city.name_ru } });
    expect((await call('POST', '/api/customer/deliveries', token, body)).json().data.id).toBe(res.json().data.id);
  });

  it('saves a courier address, once', async () => {
    const { token } = await signInTestCustomer(t.db);
    const { point, courier } = await places();
    const body = { delivery_id: courier.id, city_id: point.city_id, street: 'Хрещатик', house: '22', flat: '5' };
    const first = await call('POST', '/api/customer/deliveries', token, body);
    expect(first.json().data).toMatchObject({
      kind: 'address',
      street: 'Хрещатик',
      house: '22',
      flat: '5',
      delivery_warehouse_id: null,
      office_title: null,
    });
    const again = await call('POST', '/api/customer/deliveries', token, { ...body, street: ' хрещатик ' });
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('refuses what does not fit: a point of another city, no point, no street and house, unknown ids', async () => {
    const { token } = await signInTestCustomer(t.db);
    const { point, elsewhere, courier } = await places();
    const office = { delivery_id: point.delivery_type_id, city_id: point.city_id };
    const cases: [object, Record<string, string[]>][] = [
      [{ ...office, delivery_warehouse_id: elsewhere.id }, { delivery_warehouse_id: ['Введіть коректне значення'] }],
      [office, { delivery_warehouse_id: ["Обов'язкове поле"] }],
      [
        { delivery_id: courier.id, city_id: point.city_id, street: ' ' },
        { street: ["Обов'язкове поле"], house: ["Обов'язкове поле"] },
      ],
      [
        { delivery_id: 999_999, city_id: 999_999 },
        { delivery_id: ['Введіть коректне значення'], city_id: ['Введіть коректне значення'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await call('POST', '/api/customer/deliveries', token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await call('GET', '/api/customer/deliveries', token)).json().data).toEqual([]);
  });

  it('multiple-store saves several and deletes answer the ones left', async () => {
    const { token } = await signInTestCustomer(t.db);
    const { point, courier } = await places();
    const deliveries = [
      { delivery_id: point.delivery_type_id, city_id: point.city_id, delivery_warehouse_id: point.id },
      { delivery_id: courier.id, city_id: point.city_id, street: 'Січових Стрільців', house: '1' },
    ];
    const bad = await call('POST', '/api/customer/deliveries/multiple-store', token, {
      deliveries: [...deliveries, { delivery_id: courier.id, city_id: point.city_id }],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['deliveries.2.house', 'deliveries.2.street']);
    const res = await call('POST', '/api/customer/deliveries/multiple-store', token, { deliveries });
    expect(res.json().data).toHaveLength(2);
    const [newest] = res.json().data;
    expect((await call('DELETE', `/api/customer/deliveries/${newest.id}`, token)).json().data).toHaveLength(1);
  });
});

describe("another customer's", () => {
  it('recipient and delivery are a 404 to read, change or delete, and stay', async () => {
    const a = await signInTestCustomer(t.db);
    const b = await signInTestCustomer(t.db);
    const { point } = await places();
    const contact = (await call('POST', '/api/customer/contacts', a.token, ivan)).json().data;
    const delivery = (
      await call('POST', '/api/customer/deliveries', a.token, {
        delivery_id: point.delivery_type_id,
        city_id: point.city_id,
        delivery_warehouse_id: point.id,
      })
    ).json().data;

    expect((await call('GET', '/api/customer/contacts', b.token)).json().data).toEqual([]);
    expect((await call('GET', '/api/customer/deliveries', b.token)).json().data).toEqual([]);
    const tries: [Method, string, object | undefined][] = [
      ['PUT', `/api/customer/contacts/${contact.id}`, { ...ivan, name: 'Чужий' }],
      ['DELETE', `/api/customer/contacts/${contact.id}`, undefined],
      ['DELETE', `/api/customer/deliveries/${delivery.id}`, undefined],
    ];
    for (const [method, url, payload] of tries) {
      const res = await call(method, url, b.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('Петренко');
    }
    expect((await call('GET', '/api/customer/contacts', a.token)).json().data).toEqual([contact]);
    expect((await call('GET', '/api/customer/deliveries', a.token)).json().data).toEqual([delivery]);
  });
});
