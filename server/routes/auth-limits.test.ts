import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMITS } from '../services/auth/auth';
import { HASHING, hashing, passwordMatches } from '../services/auth/passwords';
import { createTestApp, lastSmsCode, type TestApp } from '../testing/app';

// Every password check is counted, so a test can tell a refusal that hashed nothing from one that did.
vi.mock('../services/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../services/auth/passwords')>();
  return { ...real, passwordMatches: vi.fn(real.passwordMatches) };
});
const checks = vi.mocked(passwordMatches);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());
beforeEach(() => {
  checks.mockClear();
});

let seq = 0;
const address = () => `203.0.113.${(seq += 1)}`;
const newPhone = () => `38095${String((seq += 1)).padStart(7, '0')}`;
const PASSWORD = 'secret-pass';

const post = (url: string, payload: object, ip = address()) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (phone: string, password: string, ip = address()) => post('/api/auth/login-customer', { phone, password }, ip);
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

async function register(phone: string) {
  await post('/api/auth/registration/add-phone', { phone });
  const { registration_token } = (await post('/api/auth/registration/verify-phone', { phone, code: await lastSmsCode(t.db, phone) })).json()
    .data;
  const created = await post('/api/auth/registration/create-password', {
    registration_token,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(created.statusCode).toBe(200);
}

describe('login limits are checked before any password is hashed', () => {
  it('a phone locked out from one address gets 429 without a hash, and signs in from another address', async () => {
    const phone = newPhone();
    await register(phone);
    const ip = address();
    for (let i = 0; i < LOGIN_LIMITS.perPhoneAndAddress; i += 1) expect((await login(phone, `wrong-${i}`, ip)).statusCode).toBe(422);
    checks.mockClear();
    const locked = await login(phone, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Забагато спроб входу\. Спробуйте через \d+ с$/);
    expect(checks).not.toHaveBeenCalled();
    expect((await login(phone, PASSWORD)).statusCode).toBe(200);
  });

  it('wrong logins sent all at once: a try under way counts, so only as many as the limit allows are hashed', async () => {
    const phone = newPhone();
    await register(phone);
    const ip = address();
    const left = 2;
    for (let i = 0; i < LOGIN_LIMITS.perPhoneAndAddress - left; i += 1) await login(phone, `wrong-${i}`, ip);
    checks.mockClear();
    const extra = 5;
    const answers = await Promise.all(Array.from({ length: left + extra }, (_, i) => login(phone, `again-${i}`, ip)));
    expect(statuses(answers)).toEqual([...Array(left).fill(422), ...Array(extra).fill(429)]);
    expect(checks).toHaveBeenCalledTimes(left);
  });

  it('one address trying many phones is refused once it reaches its limit', async () => {
    const ip = address();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) expect((await login(newPhone(), 'guess', ip)).statusCode).toBe(422);
    checks.mockClear();
    const phone = newPhone();
    await register(phone);
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(429);
    expect(checks).not.toHaveBeenCalled();
    expect((await login(phone, PASSWORD)).statusCode).toBe(200);
  });

  it('one phone guessed from many addresses is refused once it reaches its limit', async () => {
    const phone = newPhone();
    await register(phone);
    for (let i = 0; i < LOGIN_LIMITS.perPhone; i += 1) expect((await login(phone, 'guess')).statusCode).toBe(422);
    checks.mockClear();
    expect((await login(phone, PASSWORD)).statusCode).toBe(429);
    expect(checks).not.toHaveBeenCalled();
  });

  it('a right password clears the failures of its phone and address', async () => {
    const phone = newPhone();
    await register(phone);
    const ip = address();
    for (let i = 0; i < LOGIN_LIMITS.perPhoneAndAddress - 1; i += 1) await login(phone, 'wrong', ip);
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(phone, 'wrong', ip)).statusCode).toBe(422);
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('the password hashing queue', () => {
  it('when full, answers 503 at once in the shopper language without counting a failed try; then logins go through', async () => {
    const phone = newPhone();
    await register(phone);
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: HASHING.running + HASHING.waiting }, () => hashing.run(() => busy));
    const ip = address();
    for (let i = 0; i < LOGIN_LIMITS.perPhoneAndAddress; i += 1) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-customer',
        payload: { phone, password: PASSWORD },
        remoteAddress: ip,
        headers: { 'accept-language': 'ru' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: 'Сервер сейчас перегружен. Попробуйте через несколько секунд' });
    }
    release();
    await Promise.all(held);
    expect((await login(phone, PASSWORD, ip)).statusCode).toBe(200);
  });
});
