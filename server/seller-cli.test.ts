import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app';

const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The command as an operator types it, on the test store's database. */
const sellerCreate = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/seller-cli.ts', 'create', ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'https://kramnytsia.test', NODE_ENV: 'development' },
  });

describe('npm run seller:create', () => {
  it('makes the seller and its owner, and prints a one-time link that signs the owner in to the workspace once', async () => {
    const { stdout } = await sellerCreate(
      '--name',
      'Степова лавка',
      '--phone',
      '+380 67 321 00 77',
      '--owner',
      'Ірина Коваль',
      '--lang',
      'ru',
    );
    const link = /https:\/\/kramnytsia\.test\/ru\/seller\?link=(\S+)/.exec(stdout);
    expect(link).not.toBeNull();
    const token = link![1]!;
    const key = /^ksk_\S+$/m.exec(stdout)![0];

    // Only hashes are kept: neither secret is in the database as printed.
    const links = await t.db.selectFrom('sign_in_links').select('token_hash').execute();
    expect(links.map((l) => l.token_hash)).not.toContain(token);
    expect((await t.db.selectFrom('seller_api_keys').select('key_hash').execute()).map((k) => k.key_hash)).not.toContain(key);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/seller-auth/link', payload: { token } });
    expect(signIn.statusCode).toBe(200);
    const owner = signIn.json<{ data: { phone: string; role: string; name: string; seller: { id: number } } }>().data;
    expect(owner).toMatchObject({ phone: '380673210077', role: 'owner', name: 'Ірина Коваль' });
    const seller = await t.db
      .selectFrom('sellers')
      .where('id', '=', owner.seller.id)
      .select(['shop_name', 'phone'])
      .executeTakeFirstOrThrow();
    expect(seller).toEqual({ shop_name: 'Степова лавка', phone: '380673210077' });
    expect((await t.app.inject({ method: 'POST', url: '/api/seller-auth/link', payload: { token } })).statusCode).toBe(422);

    // The key printed beside it works on the seller API.
    const api = await t.app.inject({ method: 'GET', url: '/api/seller-api/conversations', headers: { authorization: `Bearer ${key}` } });
    expect(api.statusCode).toBe(200);
  });

  it('refuses a phone that is already a seller user’s, making nothing', async () => {
    const sellers = async () =>
      (
        await t.db
          .selectFrom('sellers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    await sellerCreate('--name', 'Перша', '--phone', '+380673210088');
    const before = await sellers();
    const again = sellerCreate('--name', 'Друга', '--phone', '0673210088');
    await expect(again).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('already belongs to a seller user') });
    expect(await sellers()).toBe(before);
  });
});
