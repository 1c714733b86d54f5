import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../services/auth/auth';
import { SMS_CODE } from '../services/auth/verification';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The n-th address of one IPv6 /64 (a single home or phone is handed the whole network). */
const inOneNetwork = (network: string, n: number) => `${network}:${(n + 1).toString(16)}:0:0:${(n * 7 + 1).toString(16)}`;
const phoneOf = (base: number, n: number) => `38067${String(base + n).padStart(7, '0')}`;

describe('per-address limits take an IPv6 /64 as one address', () => {
  it('SMS codes: the sends of one network count together', async () => {
    const codes: number[] = [];
    for (let n = 0; n <= SMS_CODE.perAddressPerHour; n++) {
      codes.push(
        (
          await t.call('POST', '/api/checkout/verification/init', {
            ip: inOneNetwork('2001:db8:aa:1', n),
            body: { phone: phoneOf(3_100_000, n) },
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // another network is another address
    expect(
      (await t.call('POST', '/api/checkout/verification/init', { ip: '2001:db8:aa:2::1', body: { phone: phoneOf(3_200_000, 0) } }))
        .statusCode,
    ).toBe(200);
  });

  it('sign-in: the wrong tries of one network count together', async () => {
    const codes: number[] = [];
    for (let n = 0; n <= LOGIN_LIMITS.perAddress; n++) {
      codes.push(
        (
          await t.call('POST', '/api/auth/login-customer', {
            ip: inOneNetwork('2001:db8:bb:1', n),
            body: { phone: phoneOf(3_300_000, n), password: 'not-the-password' },
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, -1).every((code) => code === 422)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('an IPv4 address written as IPv6 is that IPv4 address', async () => {
    for (let n = 0; n < SMS_CODE.perAddressPerHour; n++) {
      expect(
        (await t.call('POST', '/api/checkout/verification/init', { ip: '198.51.100.9', body: { phone: phoneOf(3_400_000, n) } }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (await t.call('POST', '/api/checkout/verification/init', { ip: '::ffff:198.51.100.9', body: { phone: phoneOf(3_400_000, 99) } }))
        .statusCode,
    ).toBe(429);
  });
});
