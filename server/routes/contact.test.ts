import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_MESSAGES_PER_MINUTE } from '../../src/domain/contact-forms';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/contact', () => {
  it('answers the store’s phones, e-mail and hours in the asked language', async () => {
    const uk = (await t.call('GET', '/api/contact')).json() as { data: { phones: string[]; email: string; schedule: string } };
    expect(uk.data).toEqual({ phones: [t.config.storePhone], email: t.config.storeEmail, schedule: 'Щодня з 8:00 до 21:00' });
    expect((await t.call('GET', '/api/contact', { lang: 'ru' })).json().data.schedule).toBe('Ежедневно с 8:00 до 21:00');
  });
});

describe('POST /api/contact', () => {
  it('stores a message, the phone as its 12 digits, and thanks in the writer’s language', async () => {
    const res = await t.call('POST', '/api/contact', {
      lang: 'ru',
      ip: '10.1.0.1',
      body: { name: ' Олег ', contact: '050 123 45 67', message: 'Когда будет доставка?' },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: { id: number; message: string } };
    expect(data.message).toBe('Спасибо! Мы получили ваше сообщение и ответим в течение рабочего дня.');
    const row = await t.db.selectFrom('contact_messages').where('id', '=', data.id).selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Олег', contact: '380501234567', message: 'Когда будет доставка?', lang: 'ru' });
  });

  it('refuses each bad field with the form’s own words, in both languages, storing nothing', async () => {
    const before = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const uk = await t.call('POST', '/api/contact', { ip: '10.1.0.2', body: { name: '', contact: 'olena@', message: '' } });
    expect(uk.statusCode).toBe(400);
    expect(uk.json()).toEqual({
      message: 'Перевірте правильність заповнення полів',
      errors: { name: ["Обов'язкове поле"], contact: ['Введіть коректне значення'], message: ["Обов'язкове поле"] },
    });
    const ru = await t.call('POST', '/api/contact', { lang: 'ru', ip: '10.1.0.2', body: { name: 'Олег', contact: '', message: 'x' } });
    expect(ru.json().errors).toEqual({ contact: ['Обязательное поле'] });
    const missing = await t.call('POST', '/api/contact', { ip: '10.1.0.2', body: { name: 'Олег' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ contact: ["Обов'язкове поле"], message: ["Обов'язкове поле"] });
    const after = await t.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('takes a few messages a minute from one address, whatever session they carry', async () => {
    const send = (i: number) =>
      t.call('POST', '/api/contact', {
        ip: '10.1.0.3',
        headers: { 'cart-session': `session-${i}` },
        body: { name: 'Спамер', contact: 'a@b.ua', message: `№${i}` },
      });
    for (let i = 0; i < STORE_MESSAGES_PER_MINUTE; i++) expect((await send(i)).statusCode).toBe(201);
    const refused = await send(99);
    expect(refused.statusCode).toBe(429);
    expect(
      (await t.call('POST', '/api/contact', { ip: '10.1.0.4', body: { name: 'Інша', contact: 'c@d.ua', message: 'Привіт' } })).statusCode,
    ).toBe(201);
  });

  it('serves the contact page in both languages with its head', async () => {
    const uk = await t.call('GET', '/contact');
    expect(uk.statusCode).toBe(200);
    expect(uk.body).toContain('<title>Контакти | ');
    expect(uk.body).toContain('<link rel="canonical" href="https://kramnytsia.test/contact">');
    const ru = await t.call('GET', '/ru/contact');
    expect(ru.body).toContain('<title>Контакты | ');
  });
});
