import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('partners’ requests', () => {
  it('are read by no seller: a seller’s own key finds no list of them', async () => {
    await t.call('POST', '/api/cooperation', {
      ip: '10.2.9.1',
      body: {
        company: 'ТОВ «Конкурент»',
        contact_person: 'Ірина Коваль',
        phone: '+380 67 765 43 21',
        email: 'iryna@example.ua',
        goods: 'CBD-олії',
      },
    });
    for (const key of ['seller-demo-key-1', 'seller-demo-key-2']) {
      const list = await t.call('GET', '/api/seller-api/cooperation-requests', { headers: { authorization: `Bearer ${key}` } });
      expect(list.statusCode).toBe(404);
      expect(list.body).not.toContain('Ірина Коваль');
    }
  });
});
