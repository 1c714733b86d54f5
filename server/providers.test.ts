import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import type { Db } from './db/connection';
import { chooseProviders, paymentsNotice } from './providers';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof chooseProviders>[2];
const db = {} as Db;

describe('the acquirer PAYMENT_PROVIDER names', () => {
  it.each<[Record<string, string>, string | null, RegExp]>([
    [{}, 'sandbox', /^\/payment\/sandbox\/s1$/],
    [
      { PAYMENT_PROVIDER: 'liqpay', LIQPAY_PUBLIC_KEY: 'i1', LIQPAY_PRIVATE_KEY: 'p', LIQPAY_API_URL: 'http://127.0.0.1:8211' },
      'liqpay',
      /^http:\/\/127\.0\.0\.1:8211\/api\/3\/checkout\?data=/,
    ],
    [{ PAYMENT_PROVIDER: 'monobank', MONOBANK_TOKEN: 't' }, 'monobank', /^\/payment\/monobank\/s1$/],
  ])('%j takes payments through %s', (env, name, start) => {
    const config = readConfig(env);
    const payment = chooseProviders(db, config, log).payment!;
    expect(payment.name).toBe(name);
    expect(payment.start({ sessionId: 's1', checkoutId: 'c1', amountKop: 12_345, lang: 'uk' })).toMatch(start);
    expect(paymentsNotice(config)).toBe(`Payments: online through the ${name} acquirer, and on delivery`);
  });

  it('none in production without PAYMENT_PROVIDER', () => {
    const config = readConfig({ NODE_ENV: 'production', SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://shop.test' });
    expect(chooseProviders(db, config, log).payment).toBeNull();
  });
});
