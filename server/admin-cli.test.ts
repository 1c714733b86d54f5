import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app';
import { signInTestOperator } from './testing/sessions';

const run = promisify(execFile);
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInTestOperator(t.db, 'admin')).cookies;
});
afterAll(() => t.close());

/** The command as the marketplace's people type it, on the test store's database. */
const adminCreate = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/admin-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'https://kramnytsia.test', NODE_ENV: 'development' },
  });

const signIn = (phone: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/operator-auth/login', payload: { phone, password } });
const rowsOf = (phone: string) =>
  t.db.selectFrom('operator_users').where('phone', '=', phone).select(['id', 'role', 'name', 'removed_at']).execute();

describe('npm run admin:create', () => {
  it('gives an operator removed from the team their account back, with their former role, instead of refusing the phone', async () => {
    const made = await adminCreate('--phone', '+380501170001', '--role', 'moderator', '--name', 'Олена', '--password', 'Перший-пароль');
    const id = Number(/Created moderator (\d+)/.exec(made.stdout)![1]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/operators/${id}`, cookies: admin })).statusCode).toBe(204);

    const again = await adminCreate('--phone', '050 117 00 01', '--password', 'Другий-пароль');
    expect(again.stdout).toContain(`Restored the removed moderator ${id};`);
    expect(await rowsOf('380501170001')).toEqual([{ id, role: 'moderator', name: 'Олена', removed_at: null }]);
    expect((await signIn('+380501170001', 'Перший-пароль')).statusCode).toBe(422);
    const login = await signIn('+380501170001', 'Другий-пароль');
    expect(login.statusCode).toBe(200);
    const session = { operator_token: login.cookies.find((c) => c.name === 'operator_token')!.value };
    expect((await t.app.inject({ method: 'GET', url: '/api/operator-auth/me', cookies: session })).json().data).toMatchObject({
      id,
      role: 'moderator',
    });
    const team = (await t.app.inject({ method: 'GET', url: '/api/operator/team', cookies: admin })).json().data as {
      members: { id: number }[];
    };
    expect(team.members.filter((m) => m.id === id)).toHaveLength(1);
    const log = (await t.app.inject({ method: 'GET', url: `/api/operator/audit?subject=operator:${id}`, cookies: admin })).json().data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['operator.join', 'operator.remove']);
  });

  it('restores with the role asked for, and without a password prints a link that signs the operator in', async () => {
    const made = await adminCreate('--phone', '+380501170002', '--role', 'moderator', '--password', 'Перший-пароль');
    const id = Number(/Created moderator (\d+)/.exec(made.stdout)![1]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/operator/operators/${id}`, cookies: admin })).statusCode).toBe(204);

    const { stdout } = await adminCreate('--phone', '+380501170002', '--role', 'admin');
    expect(stdout).toContain(`Restored the removed admin ${id}.`);
    const token = /https:\/\/kramnytsia\.test\/admin\?link=(\S+)/.exec(stdout)![1]!;
    const link = await t.app.inject({ method: 'POST', url: '/api/operator-auth/link', payload: { token } });
    expect(link.statusCode).toBe(200);
    expect(link.json().data).toMatchObject({ id, role: 'admin' });
  });

  it('refuses the phone of a working operator, changing nothing', async () => {
    await adminCreate('--phone', '+380501170003', '--role', 'moderator', '--password', 'Перший-пароль');
    const before = await rowsOf('380501170003');
    await expect(adminCreate('--phone', '+380501170003', '--password', 'Другий-пароль')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('already the phone of an operator'),
    });
    expect(await rowsOf('380501170003')).toEqual(before);
    expect((await signIn('+380501170003', 'Перший-пароль')).statusCode).toBe(200);
  });
});
