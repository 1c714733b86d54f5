import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = {
  company: 'ТОВ «Степова олія»',
  contact_person: 'Ірина Коваль',
  phone: '+380 67 765 43 21',
  email: 'iryna@stepova.ua',
  goods: 'CBD-олії та конопляне насіння',
  website: 'stepova.ua',
};

describe('POST /api/cooperation', () => {
  it('stores a partner’s request with its language and thanks them', async () => {
    const res = await t.call('POST', '/api/cooperation', { ip: '10.2.0.1', body: request });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe('Ми отримали вашу заявку. Команда продавців зв’яжеться з вами протягом двох робочих днів.');
    await t.call('POST', '/api/cooperation', {
      lang: 'ru',
      ip: '10.2.0.1',
      body: { ...request, company: 'ФОП Петренко', website: undefined },
    });
    const data = await t.db.selectFrom('cooperation_requests').selectAll().orderBy('id', 'desc').execute();
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ company: 'ФОП Петренко', website: '', lang: 'ru' });
    expect(data[1]).toMatchObject({
      company: 'ТОВ «Степова олія»',
      contact_person: 'Ірина Коваль',
      phone: '380677654321',
      email: 'iryna@stepova.ua',
      goods: 'CBD-олії та конопляне насіння',
      website: 'stepova.ua',
      lang: 'uk',
    });
  });

  it('refuses bad fields with the form’s words in both languages', async () => {
    const uk = await t.call('POST', '/api/cooperation', {
      ip: '10.2.0.2',
      body: { ...request, company: ' ', phone: '12345', email: 'iryna', website: 'наш сайт' },
    });
    expect(uk.statusCode).toBe(400);
    expect(uk.json()).toEqual({
      message: 'Перевірте правильність заповнення полів',
      errors: {
        company: ["Обов'язкове поле"],
        phone: ['Введіть коректне значення'],
        email: ['Введіть коректне значення'],
        website: ['Введіть коректне значення'],
      },
    });
    const ru = await t.call('POST', '/api/cooperation', {
      lang: 'ru',
      ip: '10.2.0.2',
      body: { ...request, goods: '', contact_person: '' },
    });
    expect(ru.json()).toEqual({
      message: 'Проверьте правильность заполнения полей',
      errors: { contact_person: ['Обязательное поле'], goods: ['Обязательное поле'] },
    });
  });

  it('is rate-limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await t.call('POST', '/api/cooperation', { ip: '10.2.0.3', body: { ...request, email: '' } })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('serves the cooperation page in both languages with its head', async () => {
    const uk = await t.call('GET', '/cooperation');
    expect(uk.statusCode).toBe(200);
    expect(uk.body).toContain('<title>Співпраця: продавайте на ');
    expect((await t.call('GET', '/ru/cooperation')).body).toContain('<title>Сотрудничество: продавайте на ');
  });
});
