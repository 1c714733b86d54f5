import type { NpSender } from './adapters/nova-poshta-waybill';
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';

/** Everything the server reads from the environment, in one place (the README lists the same). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** absolute origin used in canonical and hreflang links */
  publicUrl: string;
  storeName: string;
  storePhone: string;
  storeEmail: string;
  distDir: string;
  production: boolean;
  /** PUBLIC_URL is https: the browser gets HSTS, Secure cookies and upgraded requests (behind TLS, whatever NODE_ENV says) */
  https: boolean;
  /**
   * The acquirer of online payments (`PAYMENT_PROVIDER`): `sandbox`, a page of this server where no money moves,
   * is the default outside production only; null: the store offers payment on delivery alone.
   */
  paymentProvider: PaymentProviderName | null;
  /** LiqPay's keys and API address (`LIQPAY_PUBLIC_KEY`, `LIQPAY_PRIVATE_KEY`, `LIQPAY_API_URL`), set when it is the acquirer */
  liqpay: { publicKey: string; privateKey: string; apiUrl: string } | null;
  /** Monobank acquiring's token and API address (`MONOBANK_TOKEN`, `MONOBANK_API_URL`), set when it is the acquirer */
  monobank: { token: string; apiUrl: string } | null;
  /** an online payment still unfinished this long after its checkout (`PAYMENT_EXPIRY_MINUTES`) fails, and its stock goes back */
  paymentExpiryMinutes: number;
  /** where SMS go (`SMS_PROVIDER`): `outbox`, the `sms_outbox` table (the default), or `turbosms` */
  smsProvider: SmsProviderName;
  /** TurboSMS's account (TURBOSMS_TOKEN, TURBOSMS_SENDER, TURBOSMS_URL), read when SMS_PROVIDER is `turbosms` */
  turboSms: { token: string; sender: string; baseUrl: string };
  /**
   * Nova Poshta's API (NOVA_POSHTA_API_KEY, NOVA_POSHTA_URL): with a key, its cities and points are synced nightly
   * (server/jobs/nova-poshta-sync.ts); null: the store keeps the pickup points it has. With the sender's refs
   * (NOVA_POSHTA_SENDER_REF, _CONTACT_REF, _CITY_REF, _ADDRESS_REF, _PHONE) sellers create waybills (ADR 59).
   */
  novaPoshta: { apiKey: string; baseUrl: string; sender: NpSender | null } | null;
  /** how often a sent parcel's Nova Poshta status is asked (`NOVA_POSHTA_TRACKING_SECONDS`, 30 minutes by default) */
  novaPoshtaTrackingSeconds: number;
  /** where e-mails go (`EMAIL_PROVIDER`): `outbox`, the `email_outbox` table (the default), or `smtp` */
  emailProvider: EmailProviderName;
  /** the mail server (SMTP_URL, as nodemailer reads it) and the From header (SMTP_FROM), read when EMAIL_PROVIDER is `smtp` */
  smtp: { url: string; from: string };
  rateLimitPerMinute: number;
  /** where shoppers' files go (review photos under `reviews/`); keep it out of `dist/`, which a build replaces */
  uploadsDir: string;
  /** key of the HMACs that keep SMS codes; set `SECRET` in production, so a copied database does not reveal them */
  secret: string;
  /** the pickup map's tile template ({z}/{x}/{y}); its origin is allowed as an image source */
  mapTilesUrl: string;
  /** Google Analytics 4 (`GA_MEASUREMENT_ID`), in production only: elsewhere events go to the in-page recorder */
  gaMeasurementId: string | null;
  /**
   * Addresses or CIDRs of the reverse proxies whose `X-Forwarded-*` headers are believed; empty: none. Anyone
   * else's header is ignored, or a client could pick a fresh address per request and slip past every
   * per-address limit (API rate, sign-in lock-out, SMS per address).
   */
  trustProxy: string[];
  /** how long a stop (SIGTERM, Ctrl-C) waits for requests in flight before it cuts them */
  shutdownGraceSeconds: number;
  /** server processes `npm start` runs (one per core by default); 1 serves from a single process */
  webConcurrency: number;
  /** memory each process may keep public catalogue answers in, in MB; 0 keeps none */
  responseCacheMb: number;
  /**
   * Overload: when the event loop lags this much (ms) or the heap grows past this (MB), new requests get an
   * immediate 503 with Retry-After instead of a wait in line; 0 turns that check off.
   */
  overloadEventLoopDelayMs: number;
  overloadHeapMb: number;
  /**
   * The VAPID key pair web pushes are signed with (base64url), from `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY`;
   * null: the store makes one on first start and keeps it in the database (server/services/notifications/push-keys.ts).
   */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** who push services may contact about our pushes: `VAPID_SUBJECT`, else a mailto: of the store's e-mail */
  vapidSubject: string;
}

const PAYMENT_PROVIDERS = ['sandbox', 'liqpay', 'monobank'] as const;
const SMS_PROVIDERS = ['outbox', 'turbosms'] as const;
const EMAIL_PROVIDERS = ['outbox', 'smtp'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
type SmsProviderName = (typeof SMS_PROVIDERS)[number];
type EmailProviderName = (typeof EMAIL_PROVIDERS)[number];

/** A shorter SECRET can be guessed offline from a copied database's code hashes and payment signatures. */
const SECRET_MIN_LENGTH = 32;

/** A count or size from the environment: a whole number of at least `least`, else the default. */
function wholeNumber(value: string | undefined, fallback: number, least = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`Expected a whole number of at least ${least}, got "${value}"`);
  return number;
}

/** Nine tenths of the heap V8 may grow to: past that, garbage collection alone would stall every request. */
const NEAR_HEAP_LIMIT_MB = Math.floor((getHeapStatistics().heap_size_limit / 2 ** 20) * 0.9);

/**
 * `TRUST_PROXY`: a comma-separated list of addresses, CIDRs or proxy-addr's names (`loopback`, `uniquelocal`).
 * A hop count is refused rather than ignored: it cannot tell the proxy from a client that connects directly
 * and sends the header itself (Fastify turned it off for that reason), and `true` would trust everyone.
 */
/** A provider chosen without its account would fail every send; the start stops instead, naming the variable. */
function required(chosen: boolean, variable: string, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (chosen && text === '') throw new Error(`Set ${variable} for the provider chosen`);
  return text;
}

/** A GA4 id (G-XXXXXXX) and production mode, or null: a mistyped id must not reach the page or the CSP. */
function readMeasurementId(env: NodeJS.ProcessEnv): string | null {
  const id = env.GA_MEASUREMENT_ID?.trim() ?? '';
  return env.NODE_ENV === 'production' && /^G-[A-Z0-9]+$/.test(id) ? id : null;
}

function readTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry !== 'false');
  const wrong = entries.find((entry) => /^(\d+|true)$/i.test(entry));
  if (wrong) throw new Error(`TRUST_PROXY lists the proxies' addresses or CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), not "${wrong}"`);
  return entries;
}

/** Both VAPID keys or neither: half a pair would sign with a key the browsers never subscribed with. */
function readVapidKeys(env: NodeJS.ProcessEnv): Config['vapidKeys'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey)
    throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the store then makes its own pair)');
  return { publicKey, privateKey };
}

/** The acquirer's own settings, all of them or a stop: a store that took the shopper to a payment page it cannot check would sell on trust. */
function readAcquirer(env: NodeJS.ProcessEnv, provider: PaymentProviderName | null): Pick<Config, 'liqpay' | 'monobank'> {
  const required = (variable: string) => {
    const value = env[variable]?.trim() ?? '';
    if (value === '') throw new Error(`Set ${variable} to take payments with PAYMENT_PROVIDER=${provider}`);
    return value;
  };
  const apiUrl = (variable: string, fallback: string) => {
    const url = env[variable]?.trim() || fallback;
    if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`${variable} is an http(s) address, not "${url}"`);
    return url.replace(/\/$/, '');
  };
  return {
    liqpay:
      provider === 'liqpay'
        ? {
            publicKey: required('LIQPAY_PUBLIC_KEY'),
            privateKey: required('LIQPAY_PRIVATE_KEY'),
            apiUrl: apiUrl('LIQPAY_API_URL', 'https://www.liqpay.ua'),
          }
        : null,
    monobank:
      provider === 'monobank' ? { token: required('MONOBANK_TOKEN'), apiUrl: apiUrl('MONOBANK_API_URL', 'https://api.monobank.ua') } : null,
  };
}

/** Server processes `npm start` runs: WEB_CONCURRENCY, one per core when unset. */
export function readWebConcurrency(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumber(env.WEB_CONCURRENCY, availableParallelism(), 1);
}

/** One of the provider names the store knows, or the default when unset; a typo stops the start. */
function readProvider<Name extends string>(
  variable: string,
  value: string | undefined,
  known: readonly Name[],
  fallback: Name | null,
): Name | null {
  const name = value?.trim() ?? '';
  if (name === '') return fallback;
  if (!(known as readonly string[]).includes(name)) throw new Error(`${variable} is one of ${known.join(', ')}, not "${name}"`);
  return name as Name;
}

/**
 * Production refuses what would make a real store unsafe: the shared development SECRET (anyone with a copy of
 * the database could check SMS codes and forge payment callbacks offline) and a PUBLIC_URL without TLS.
 */
function checkProduction(env: NodeJS.ProcessEnv, publicUrl: string): void {
  if (env.NODE_ENV !== 'production') return;
  if ((env.SECRET ?? '').length < SECRET_MIN_LENGTH)
    throw new Error(`Set SECRET to a random value of at least ${SECRET_MIN_LENGTH} characters to run with NODE_ENV=production`);
  if (!publicUrl.startsWith('https://'))
    throw new Error(`Set PUBLIC_URL to the store's https:// address to run with NODE_ENV=production (it is "${publicUrl}")`);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const storeEmail = env.STORE_EMAIL ?? 'hello@kramnytsia.ua';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const production = env.NODE_ENV === 'production';
  checkProduction(env, publicUrl);
  const paymentProvider = readProvider('PAYMENT_PROVIDER', env.PAYMENT_PROVIDER, PAYMENT_PROVIDERS, production ? null : 'sandbox');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    storeName: env.STORE_NAME ?? 'Крамниця',
    storePhone: env.STORE_PHONE ?? '+380 44 300 20 10',
    storeEmail,
    distDir: env.DIST_DIR ?? 'dist',
    production,
    https: publicUrl.startsWith('https://'),
    paymentProvider,
    ...readAcquirer(env, paymentProvider),
    paymentExpiryMinutes: wholeNumber(env.PAYMENT_EXPIRY_MINUTES, 30, 1),
    smsProvider: readProvider('SMS_PROVIDER', env.SMS_PROVIDER, SMS_PROVIDERS, 'outbox')!,
    turboSms: {
      token: required(env.SMS_PROVIDER?.trim() === 'turbosms', 'TURBOSMS_TOKEN', env.TURBOSMS_TOKEN),
      sender: env.TURBOSMS_SENDER?.trim() || 'Kramnytsia',
      baseUrl: env.TURBOSMS_URL?.trim() || 'https://api.turbosms.ua',
    },
    emailProvider: readProvider('EMAIL_PROVIDER', env.EMAIL_PROVIDER, EMAIL_PROVIDERS, 'outbox')!,
    novaPoshta: env.NOVA_POSHTA_API_KEY?.trim()
      ? {
          apiKey: env.NOVA_POSHTA_API_KEY.trim(),
          baseUrl: env.NOVA_POSHTA_URL?.trim() || 'https://api.novaposhta.ua/v2.0/json/',
          sender: readNpSender(env),
        }
      : null,
    novaPoshtaTrackingSeconds: wholeNumber(env.NOVA_POSHTA_TRACKING_SECONDS, 1800, 1),
    smtp: {
      url: required(env.EMAIL_PROVIDER?.trim() === 'smtp', 'SMTP_URL', env.SMTP_URL),
      from: env.SMTP_FROM?.trim() || `${env.STORE_NAME ?? 'Крамниця'} <${storeEmail}>`,
    },
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    uploadsDir: env.UPLOADS_DIR ?? 'data/uploads',
    secret: env.SECRET ?? 'kramnytsia-development-secret',
    mapTilesUrl: env.MAP_TILES_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    gaMeasurementId: readMeasurementId(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    shutdownGraceSeconds: Number(env.SHUTDOWN_GRACE_SECONDS ?? 20),
    webConcurrency: readWebConcurrency(env),
    responseCacheMb: wholeNumber(env.RESPONSE_CACHE_MB, 32),
    overloadEventLoopDelayMs: wholeNumber(env.OVERLOAD_EVENT_LOOP_DELAY_MS, 1000),
    overloadHeapMb: wholeNumber(env.OVERLOAD_HEAP_MB, NEAR_HEAP_LIMIT_MB),
    vapidKeys: readVapidKeys(env),
    vapidSubject: env.VAPID_SUBJECT?.trim() || `mailto:${storeEmail}`,
  };
}

/** The store's Nova Poshta sender, when all five of its refs are set; one missing leaves waybills to be typed in. */
function readNpSender(env: Record<string, string | undefined>): NpSender | null {
  const [ref, contactRef, cityRef, addressRef, phone] = ['REF', 'CONTACT_REF', 'CITY_REF', 'ADDRESS_REF', 'PHONE'].map((name) =>
    env[`NOVA_POSHTA_SENDER_${name}`]?.trim(),
  );
  return ref && contactRef && cityRef && addressRef && phone ? { ref, contactRef, cityRef, addressRef, phone } : null;
}
