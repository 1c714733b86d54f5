import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../src/domain/calendar-day';
import { createTestApp, itRefusesGuests, itRejectsBadNumbers, signInTestCustomer, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pets are a signed-in customer’s', () => {
  itRefusesGuests(
    () => t,
    [
      ['GET', '/api/customer/pets'],
      ['POST', '/api/customer/pets', { name: 'Барсик' }],
      ['PUT', '/api/customer/pets/1', { name: 'Барсик' }],
      ['DELETE', '/api/customer/pets/1'],
    ],
  );
});

describe('pets', () => {
  const barsik = { name: 'Барсик', birth_date: '2021-04-12', gender: 'boy', sterilized: true, breed: 'Британська', type: 'cat' };

  it('adds, lists, changes and removes a pet; every change answers the whole list', async () => {
    const { token } = await signInTestCustomer(t.db);
    expect((await t.call('GET', '/api/customer/pets', { token })).json()).toEqual({ data: [] });

    const added = await t.call('POST', '/api/customer/pets', { token, body: barsik });
    expect(added.statusCode).toBe(201);
    const [pet] = added.json().data;
    expect(pet).toEqual({ id: expect.any(Number), ...barsik });

    const second = await t.call('POST', '/api/customer/pets', { token, body: { name: '  Рекс ' } });
    expect(second.json().data[1]).toEqual({
      id: expect.any(Number),
      name: 'Рекс',
      birth_date: null,
      gender: null,
      sterilized: false,
      breed: '',
      type: null,
    });

    const changed = await t.call('PUT', `/api/customer/pets/${pet.id}`, {
      token,
      body: { ...barsik, name: 'Барсик II', sterilized: false, type: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0]).toEqual({ ...pet, name: 'Барсик II', sterilized: false, type: null });

    const removed = await t.call('DELETE', `/api/customer/pets/${pet.id}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((p: { name: string }) => p.name)).toEqual(['Рекс']);
    expect((await t.call('DELETE', `/api/customer/pets/${pet.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses bad fields one by one with the form’s words, in the request language', async () => {
    const { token } = await signInTestCustomer(t.db);
    const tomorrow = new Date(Date.parse(`${shopToday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const answer = await t.call('POST', '/api/customer/pets', {
      token,
      body: { name: ' ', birth_date: tomorrow, gender: 'male', type: 'parrot' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'Перевірте правильність заповнення полів',
      errors: {
        name: ["Обов'язкове поле"],
        birth_date: ['Дата народження не може бути в майбутньому'],
        gender: ['Введіть коректне значення'],
        type: ['Введіть коректне значення'],
      },
    });
    const ru = await t.call('POST', '/api/customer/pets', { token, lang: 'ru', body: { name: '' } });
    expect(ru.json().errors).toEqual({ name: ['Обязательное поле'] });
    expect((await t.call('POST', '/api/customer/pets', { token, body: { breed: 'x' } })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/customer/pets', { token })).json().data).toEqual([]);
  });

  it('B can neither see, change nor remove A’s pet', async () => {
    const a = await signInTestCustomer(t.db);
    const b = await signInTestCustomer(t.db);
    const [pet] = (await t.call('POST', '/api/customer/pets', { token: a.token, body: barsik })).json().data;

    expect((await t.call('GET', '/api/customer/pets', { token: b.token })).json().data).toEqual([]);
    const change = await t.call('PUT', `/api/customer/pets/${pet.id}`, { token: b.token, body: { name: 'Чужий' } });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ message: 'Улюбленця не знайдено' });
    expect((await t.call('DELETE', `/api/customer/pets/${pet.id}`, { token: b.token })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/customer/pets', { token: a.token })).json().data).toEqual([{ id: pet.id, ...barsik }]);
  });

  it('a customer may keep at most 20 pets', async () => {
    const { token } = await signInTestCustomer(t.db);
    for (let i = 0; i < 20; i++)
      expect((await t.call('POST', '/api/customer/pets', { token, body: { name: `Рибка ${i}` } })).statusCode).toBe(201);
    const refused = await t.call('POST', '/api/customer/pets', { token, body: { name: 'Ще одна' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Можна додати не більше 20 улюбленців' });
  });
});

describe('numbers the pets refuse', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signInTestCustomer(t.db));
  });
  itRejectsBadNumbers(
    () => t,
    'id',
    (n) => ({ method: 'DELETE', url: `/api/customer/pets/${encodeURIComponent(n)}`, token }),
  );
});
