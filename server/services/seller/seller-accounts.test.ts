import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { createSeller, newSellerProblem, rotateSellerKey } from './seller-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

const conversations = (key: string) => t.call('GET', '/api/seller-api/conversations', { headers: { authorization: `Bearer ${key}` } });

describe('a seller the operator creates', () => {
  it('answers the seller API with the key printed once, of which only the hash is kept', async () => {
    const { id, key } = await createSeller(t.db, { name: ' Нова Лавка ', phone: '050 123 45 67', email: 'lavka@example.com' });
    expect(key).toMatch(/^ksk_[\w-]{43}$/);
    expect(await t.db.selectFrom('sellers').where('id', '=', id).select(['shop_name', 'phone', 'email']).executeTakeFirst()).toEqual({
      shop_name: 'Нова Лавка',
      phone: '380501234567',
      email: 'lavka@example.com',
    });
    const stored = await t.db.selectFrom('seller_api_keys').where('seller_id', '=', id).select('key_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).not.toContain(key);
    expect((await conversations(key)).statusCode).toBe(200);
  });

  it('gets a new key on rotation, and the old one stops working', async () => {
    const { id, key: first } = await createSeller(t.db, { name: 'Ротація', phone: '+380671234568' });
    const second = await rotateSellerKey(t.db, id);
    expect(second).not.toBe(first);
    expect((await conversations(first)).statusCode).toBe(401);
    expect((await conversations(second!)).statusCode).toBe(200);
    expect(await rotateSellerKey(t.db, 999_999)).toBeNull();
  });

  it.each([
    [{ name: '', phone: '+380501234567' }, /--name/],
    [{ name: 'Лавка', phone: '12345' }, /not a Ukrainian phone number/],
  ])('refuses %j', (seller, problem) => {
    expect(newSellerProblem(seller)).toMatch(problem);
  });
});
