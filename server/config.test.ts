import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['false', []],
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, ::1 ,loopback', ['10.0.0.0/8', '::1', 'loopback']],
  ])('%j trusts %j', (value, trusted) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  // Either would believe a header any client can send when it reaches the server directly.
  it.each(['1', '2', 'true', '127.0.0.1,1'])('%j is refused at start with the reason', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY lists the proxies' addresses or CIDRs/);
  });
});

describe('processes, response cache and overload', () => {
  it('runs one process per core, keeps 32 MB of answers and sheds load at a 1 s event-loop lag by default', () => {
    const config = readConfig({});
    expect(config.webConcurrency).toBeGreaterThanOrEqual(1);
    expect(config).toMatchObject({ responseCacheMb: 32, overloadEventLoopDelayMs: 1000 });
    expect(config.overloadHeapMb).toBeGreaterThan(0);
  });

  it('reads them from the environment, 0 turning a check off', () => {
    expect(
      readConfig({ WEB_CONCURRENCY: '2', RESPONSE_CACHE_MB: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_HEAP_MB: '512' }),
    ).toMatchObject({
      webConcurrency: 2,
      responseCacheMb: 0,
      overloadEventLoopDelayMs: 0,
      overloadHeapMb: 512,
    });
  });

  // A typo must stop the start, not quietly run one process or none.
  it.each([
    ['WEB_CONCURRENCY', '0'],
    ['WEB_CONCURRENCY', 'many'],
    ['RESPONSE_CACHE_MB', '-1'],
    ['OVERLOAD_HEAP_MB', '1.5'],
  ])('%s=%j is refused', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(/whole number/);
  });
});

describe('production mode', () => {
  const secret = 'x'.repeat(32);
  const production = { NODE_ENV: 'production', SECRET: secret, PUBLIC_URL: 'https://kramnytsia.example' };

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    [
      'without SECRET',
      { ...production, SECRET: undefined },
      /Set SECRET to a random value of at least 32 characters to run with NODE_ENV=production/,
    ],
    ['with a short SECRET', { ...production, SECRET: 'x'.repeat(31) }, /Set SECRET/],
    [
      'without PUBLIC_URL',
      { ...production, PUBLIC_URL: undefined },
      /Set PUBLIC_URL to the store's https:\/\/ address to run with NODE_ENV=production \(it is "http:\/\/localhost:8080"\)/,
    ],
    ['with an http PUBLIC_URL', { ...production, PUBLIC_URL: 'http://kramnytsia.example' }, /Set PUBLIC_URL/],
  ])('refuses to start %s, naming the variable', (_, env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('starts with a long SECRET and an https PUBLIC_URL, and offers no online payment unless PAYMENT_PROVIDER says so', () => {
    expect(readConfig(production)).toMatchObject({
      production: true,
      https: true,
      paymentProvider: null,
      smsProvider: 'outbox',
      emailProvider: 'outbox',
    });
    expect(readConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
  });

  it('needs neither outside production, where the sandbox takes payments and PUBLIC_URL decides https', () => {
    expect(readConfig({})).toMatchObject({ production: false, https: false, paymentProvider: 'sandbox' });
    expect(readConfig({ PUBLIC_URL: 'https://kramnytsia.test' }).https).toBe(true);
  });

  it.each([
    ['PAYMENT_PROVIDER', 'wayforpay'],
    ['SMS_PROVIDER', 'turbo-sms'],
    ['EMAIL_PROVIDER', 'smpt'],
  ])('%s=%j is refused, naming the ones the store has', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`${name} is one of .+, not "${value}"`));
  });

  it.each([
    ['SMS_PROVIDER', 'turbosms', /Set TURBOSMS_TOKEN/],
    ['EMAIL_PROVIDER', 'smtp', /Set SMTP_URL/],
  ])('%s=%s without its account stops the start, naming the variable', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });
});

describe('the acquirer’s settings', () => {
  const liqpay = { PAYMENT_PROVIDER: 'liqpay', LIQPAY_PUBLIC_KEY: 'i00000001', LIQPAY_PRIVATE_KEY: 'private' };
  const monobank = { PAYMENT_PROVIDER: 'monobank', MONOBANK_TOKEN: 'token' };

  it('reads LiqPay’s keys and Monobank’s token, with the providers’ own API addresses by default', () => {
    expect(readConfig(liqpay)).toMatchObject({
      paymentProvider: 'liqpay',
      liqpay: { publicKey: 'i00000001', privateKey: 'private', apiUrl: 'https://www.liqpay.ua' },
      monobank: null,
    });
    expect(readConfig(monobank)).toMatchObject({
      paymentProvider: 'monobank',
      monobank: { token: 'token', apiUrl: 'https://api.monobank.ua' },
      liqpay: null,
    });
    expect(readConfig({ ...monobank, MONOBANK_API_URL: 'http://127.0.0.1:8214/' }).monobank!.apiUrl).toBe('http://127.0.0.1:8214');
    expect(readConfig({}).liqpay).toBeNull();
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'LiqPay without its private key',
      { ...liqpay, LIQPAY_PRIVATE_KEY: ' ' },
      /Set LIQPAY_PRIVATE_KEY to take payments with PAYMENT_PROVIDER=liqpay/,
    ],
    ['LiqPay without its public key', { PAYMENT_PROVIDER: 'liqpay', LIQPAY_PRIVATE_KEY: 'private' }, /Set LIQPAY_PUBLIC_KEY/],
    ['Monobank without its token', { PAYMENT_PROVIDER: 'monobank' }, /Set MONOBANK_TOKEN to take payments with PAYMENT_PROVIDER=monobank/],
    [
      'an API address that is not http(s)',
      { ...monobank, MONOBANK_API_URL: 'api.monobank.ua' },
      /MONOBANK_API_URL is an http\(s\) address/,
    ],
    ['an unknown acquirer', { PAYMENT_PROVIDER: 'wayforpay' }, /PAYMENT_PROVIDER is one of sandbox, liqpay, monobank/],
  ])('refuses to start with %s', (_case, env, reason) => {
    expect(() => readConfig(env)).toThrow(reason);
  });

  it('expires an unfinished payment after 30 minutes, or PAYMENT_EXPIRY_MINUTES (at least 1)', () => {
    expect(readConfig({}).paymentExpiryMinutes).toBe(30);
    expect(readConfig({ PAYMENT_EXPIRY_MINUTES: '15' }).paymentExpiryMinutes).toBe(15);
    expect(() => readConfig({ PAYMENT_EXPIRY_MINUTES: '0' })).toThrow(/at least 1/);
  });

  it('asks Nova Poshta where a sent parcel is every 30 minutes, or every NOVA_POSHTA_TRACKING_SECONDS (at least 1)', () => {
    expect(readConfig({}).novaPoshtaTrackingSeconds).toBe(1800);
    expect(readConfig({ NOVA_POSHTA_TRACKING_SECONDS: '2' }).novaPoshtaTrackingSeconds).toBe(2);
    expect(() => readConfig({ NOVA_POSHTA_TRACKING_SECONDS: '0' })).toThrow(/at least 1/);
  });
});
