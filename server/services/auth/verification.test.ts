import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage, SmsProvider } from '../../adapters/sms';
import { createTestApp, type TestApp } from '../../testing/app';
import {
  claimVerification,
  confirmCode,
  provenPhones,
  sendCode,
  SMS_CODE,
  verifiedPhone,
  VERIFICATION_TOKEN_SECONDS,
  type SendRequest,
} from './verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t.close());

const SECRET = 'test-secret';
const sent: SmsMessage[] = [];
const sms: SmsProvider = { send: async (message) => void sent.push(message) };

let phoneSeq = 0;
/** A phone and an address of its own per test, so the send limits of one test never touch another. */
function fresh(): SendRequest {
  phoneSeq += 1;
  return {
    phone: `38093${String(phoneSeq).padStart(7, '0')}`,
    purpose: 'checkout',
    ip: `10.0.0.${phoneSeq}`,
    lang: 'uk',
    storeName: 'Крамниця',
  };
}
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
const T0 = new Date('2026-03-01T10:00:00.000Z');

/** Sends a code and reads it back from the SMS, as the shopper would. */
async function codeFor(request: SendRequest, now = T0): Promise<string> {
  const outcome = await sendCode(t.db, sms, SECRET, request, now);
  expect(outcome.sent).toBe(true);
  const text = sent.at(-1)!.text;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

const confirm = (request: SendRequest, code: string, now = T0) =>
  confirmCode(t.db, SECRET, { phone: request.phone, purpose: 'checkout', code }, now);
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes', () => {
  it('sends 6 digits to the phone and keeps only a hash of them', async () => {
    const request = fresh();
    const code = await codeFor(request);
    expect(sent.at(-1)).toMatchObject({ phone: request.phone, purpose: 'checkout' });
    expect(sent.at(-1)!.text).toContain('Крамниця');
    const row = await t.db.selectFrom('sms_codes').where('phone', '=', request.phone).selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ip).toBe(request.ip);
  });

  it('a right code gives a token that proves the phone for an hour, and works once', async () => {
    const request = fresh();
    const code = await codeFor(request);
    const token = await confirm(request, code, at(T0, 30));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifiedPhone(t.db, token!, 'checkout', at(T0, 30 + VERIFICATION_TOKEN_SECONDS - 1))).toBe(request.phone);
    expect(await verifiedPhone(t.db, token!, 'checkout', at(T0, 30 + VERIFICATION_TOKEN_SECONDS))).toBeNull();
    expect(await confirm(request, code, at(T0, 31))).toBeNull();
  });

  it('keeps only a hash of the token', async () => {
    const request = fresh();
    const token = (await confirm(request, await codeFor(request)))!;
    const rows = await t.db.selectFrom('phone_verifications').where('phone', '=', request.phone).selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
  });

  it('a wrong code, a code of another phone and a code never sent fail', async () => {
    const request = fresh();
    const code = await codeFor(request);
    expect(await confirm(request, other(code))).toBeNull();
    expect(await confirm(request, 'abcdef')).toBeNull();
    expect(await confirm(fresh(), code)).toBeNull();
    expect(await confirm(request, code)).not.toBeNull();
  });

  it('is dead after 5 checks, even for the right code', async () => {
    const request = fresh();
    const code = await codeFor(request);
    for (let i = 0; i < SMS_CODE.maxChecks - 1; i++) expect(await confirm(request, other(code))).toBeNull();
    // the 5th check is still allowed…
    const lastTry = fresh();
    const lastCode = await codeFor(lastTry);
    for (let i = 0; i < SMS_CODE.maxChecks - 1; i++) await confirm(lastTry, other(lastCode));
    expect(await confirm(lastTry, lastCode)).not.toBeNull();
    // …a 6th is not
    expect(await confirm(request, other(code))).toBeNull();
    expect(await confirm(request, code)).toBeNull();
  });

  it('expires after 10 minutes', async () => {
    const request = fresh();
    const code = await codeFor(request);
    expect(await confirm(request, code, at(T0, SMS_CODE.lifetimeSeconds))).toBeNull();
    const again = fresh();
    const code2 = await codeFor(again);
    expect(await confirm(again, code2, at(T0, SMS_CODE.lifetimeSeconds - 1))).not.toBeNull();
  });

  it('a new code replaces the earlier one', async () => {
    const request = fresh();
    const first = await codeFor(request);
    const second = await codeFor(request, at(T0, 60));
    if (first !== second) expect(await confirm(request, first, at(T0, 61))).toBeNull();
    expect(await confirm(request, second, at(T0, 61))).not.toBeNull();
  });

  it('a checkout token proves nothing else', async () => {
    const request = fresh();
    const token = (await confirm(request, await codeFor(request)))!;
    // @ts-expect-error: only 'checkout' exists today; a purpose of another name must not match
    expect(await verifiedPhone(t.db, token, 'login', T0)).toBeNull();
  });

  it('claiming a token answers its phone once, only for its purpose and only while it lasts', async () => {
    const request = fresh();
    const code = await codeFor(request);
    const token = (await confirm(request, code))!;
    // @ts-expect-error: a purpose of another name must not match
    expect(await claimVerification(t.db, token, 'login', T0)).toBeNull();
    expect(await claimVerification(t.db, token, 'checkout', at(T0, VERIFICATION_TOKEN_SECONDS))).toBeNull();
    const [a, b] = await Promise.all([claimVerification(t.db, token, 'checkout', T0), claimVerification(t.db, token, 'checkout', T0)]);
    expect([a, b].filter((phone) => phone !== null)).toEqual([request.phone]);
    expect(await verifiedPhone(t.db, token, 'checkout', T0)).toBeNull();
  });

  it('provenPhones lists the customer’s phone and the token’s phone', async () => {
    const request = fresh();
    const token = (await confirm(request, await codeFor(request)))!;
    expect(await provenPhones(t.db, null, undefined, T0)).toEqual([]);
    expect(await provenPhones(t.db, '380501112233', undefined, T0)).toEqual(['380501112233']);
    expect(await provenPhones(t.db, '380501112233', token, T0)).toEqual(['380501112233', request.phone]);
    expect(await provenPhones(t.db, null, 'not-a-token', T0)).toEqual([]);
  });
});

describe('send limits', () => {
  it('one code a minute per phone', async () => {
    const request = fresh();
    await codeFor(request);
    expect(await sendCode(t.db, sms, SECRET, request, at(T0, 1))).toEqual({ sent: false, resendIn: 59 });
    expect(await sendCode(t.db, sms, SECRET, { ...request, ip: '10.9.9.9' }, at(T0, 59.5))).toEqual({ sent: false, resendIn: 1 });
    expect((await sendCode(t.db, sms, SECRET, request, at(T0, 60))).sent).toBe(true);
  });

  it('5 codes an hour per phone, from any address', async () => {
    const request = fresh();
    for (let i = 0; i < SMS_CODE.perPhonePerHour; i++) await codeFor({ ...request, ip: `10.1.${phoneSeq}.${i}` }, at(T0, i * 60));
    expect(await sendCode(t.db, sms, SECRET, { ...request, ip: '10.2.0.1' }, at(T0, 5 * 60))).toEqual({
      sent: false,
      resendIn: 3600 - 5 * 60,
    });
    expect((await sendCode(t.db, sms, SECRET, request, at(T0, 3600))).sent).toBe(true);
  });

  it('20 codes an hour per address, for any phones', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < SMS_CODE.perAddressPerHour; i++) await codeFor({ ...fresh(), ip }, at(T0, i));
    expect(await sendCode(t.db, sms, SECRET, { ...fresh(), ip }, at(T0, 100))).toEqual({ sent: false, resendIn: 3600 - 100 });
    expect((await sendCode(t.db, sms, SECRET, { ...fresh(), ip: '10.3.0.2' }, at(T0, 100))).sent).toBe(true);
  });

  it('a refused request sends nothing and stores nothing', async () => {
    const request = fresh();
    await codeFor(request);
    const before = sent.length;
    await sendCode(t.db, sms, SECRET, request, at(T0, 10));
    expect(sent.length).toBe(before);
    expect(await t.db.selectFrom('sms_codes').where('phone', '=', request.phone).select('id').execute()).toHaveLength(1);
  });
});

describe('a gateway that takes no SMS', () => {
  it('refuses as busy, and forgets the code so the shopper may ask again at once', async () => {
    const request = fresh();
    const down: SmsProvider = { send: () => Promise.reject(new Error('TurboSMS is unavailable: HTTP 503')) };
    await expect(sendCode(t.db, down, SECRET, request, T0)).rejects.toMatchObject({ kind: 'busy', reason: 'smsUnavailable' });
    expect(await t.db.selectFrom('sms_codes').where('phone', '=', request.phone).select('id').execute()).toEqual([]);
    const code = await codeFor(request, at(T0, 1));
    expect(await confirm(request, code, at(T0, 2))).not.toBeNull();
  });
});
