import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { PageRenderer } from '../../src/domain/page-rendering';
import { buildApp, type AppOptions } from '../app';
import { readConfig, type Config } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import {
  copyPostgresTemplate,
  copyTemplate,
  dropPostgresDatabase,
  seededPostgresTemplate,
  seededTemplate,
  testDatabaseEngine,
} from './database';
import { createSession } from '../services/auth/customer-sessions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  /** the customer's session; none: a guest */
  token?: string;
  lang?: string;
  body?: object;
  /** the client address, for tests of the per-address limits */
  ip?: string;
  /** more headers, e.g. an Idempotency-Key */
  headers?: Record<string, string>;
}

/** `TEST_DATABASE_ENGINE=postgres` (with TEST_POSTGRES_URL) runs the API tests on PostgreSQL: vitest.config.ts. */
const engine = testDatabaseEngine(process.env);

/** A fresh copy of the run's seeded demo catalogue for one test app: a SQLite file in `dir`, or a PostgreSQL database. */
async function freshCatalogue(dir: string, products: number): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const run = inject('postgresRunPrefix')!;
    const url = await copyPostgresTemplate(await seededPostgresTemplate(run, products), run);
    return { url, drop: () => dropPostgresDatabase(url) };
  }
  const file = join(dir, 'store.db');
  copyTemplate(await seededTemplate(inject('templateFolder'), products), file);
  return { url: file, drop: async () => {} }; // the file goes with `dir`
}

// Imported by a name TypeScript does not follow: the entry is browser code, compiled with the app, not the server.
const APP_ENTRY: string = '../../src/app/entry-server.tsx';
let appRenderer: Promise<PageRenderer> | undefined;

/**
 * The app's renderer from its source, loaded when a test first asks for a page: a test app serves pages, their
 * heads and their SEO templates as the built store does, and a test that asks for none never loads the app.
 */
function sourceRenderer(): PageRenderer {
  const loaded = () => (appRenderer ??= import(/* @vite-ignore */ APP_ENTRY).then((entry: { renderer: PageRenderer }) => entry.renderer));
  let transport: Parameters<PageRenderer['sendApiRequestsWith']>[0] | undefined;
  const ready = async () => {
    const renderer = await loaded();
    if (transport) renderer.sendApiRequestsWith(transport);
    return renderer;
  };
  return {
    renderPage: async (request) => (await ready()).renderPage(request),
    describePage: async (request) => (await ready()).describePage(request),
    sendApiRequestsWith: (given) => {
      transport = given;
    },
  };
}

/**
 * A real app over a real database of its own: a copy of the run's seeded demo catalogue, in a SQLite file in a
 * temporary folder or, on the PostgreSQL engine, in a database dropped on `close()`.
 * API tests drive it through Fastify's inject: real routing, validation and serialization.
 */
export async function createTestApp({
  products = 400,
  renderer = sourceRenderer(),
  config: changes = {},
  logger = false,
}: {
  products?: number;
  /** the app's renderer from its source unless told; null: a store without a build, serving the bare shell */
  renderer?: PageRenderer | null;
  /** what differs from the default configuration, e.g. a lower API limit */
  config?: Partial<Config>;
  /** Fastify's logger option, for a test that reads what the server logs */
  logger?: AppOptions['logger'];
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'kramnytsia-test-'));
  const catalogue = await freshCatalogue(dir, products);
  const db = await openDatabase(catalogue.url);
  // A template from before a new migration would miss it; migrating the copy costs nothing when it is current.
  await migrateToLatest(db);
  // No shedding on event-loop lag: a busy test machine stalls for a second now and then, and a test that wants
  // overload makes it itself (server/http/overload.test.ts).
  const config = {
    ...readConfig({}),
    distDir: join(dir, 'no-dist'),
    uploadsDir: join(dir, 'uploads'),
    publicUrl: 'https://kramnytsia.test',
    overloadEventLoopDelayMs: 0,
    ...changes,
  };
  const app = await buildApp({ db, config, renderer, logger });
  await app.ready();
  return {
    app,
    db,
    /** where `db` lives, for a test that opens a second connection as another server process would */
    databaseUrl: catalogue.url,
    config,
    /** One request as a shopper sends it: signed in when `token` is given, in `lang` (Ukrainian unless told), from `ip`. */
    call(method: Method, url: string, { token, lang = 'uk', body, ip, headers }: CallOptions = {}) {
      return app.inject({
        method,
        url,
        cookies: token ? { token } : {},
        headers: { 'accept-language': lang, ...headers },
        ...(body !== undefined && { payload: body }),
        ...(ip !== undefined && { remoteAddress: ip }),
      });
    },
    async close() {
      await app.close();
      await db.destroy();
      await catalogue.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The markup inside a page's root, as a browser without scripts shows it: React's empty comments between adjacent texts go, as a shopper reads them as one. */
export const rootMarkup = (html: string) =>
  (/<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '').replace(/<!-- -->/g, '');

/** A page's markup up to the end of its head. */
export const headMarkup = (html: string) => html.slice(0, html.indexOf('</head>'));

let customerSeq = 0;

/** A customer made in the test, signed in: until sign-up exists this is how API tests act as one. */
export async function signInTestCustomer(db: TestApp['db'], name = 'Олена') {
  customerSeq += 1;
  const phone = `380670000${String(customerSeq).padStart(3, '0')}`;
  const { id } = await db
    .insertInto('customers')
    .values({ phone, name, surname: 'Тестова', patronymic: '', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(db, id);
  return { id, phone, token, cookies: { token } };
}

/** The 6-digit code of the last SMS the store wrote to this phone (of this purpose, when given): tests read the outbox. */
export async function lastSmsCode(db: TestApp['db'], phone: string, purpose?: string): Promise<string> {
  let outbox = db.selectFrom('sms_outbox').where('phone', '=', phone);
  if (purpose) outbox = outbox.where('purpose', '=', purpose);
  const { text } = await outbox.select('text').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(text)![1]!;
}

/** A code that is surely not the one sent: for the "wrong code" cases. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The first `count` offers of the seeded catalogue. */
export async function firstOfferIds(db: TestApp['db'], count: number): Promise<number[]> {
  return (await db.selectFrom('products').select('id').orderBy('id').limit(count).execute()).map((p) => p.id);
}

/** A customer-only route with a body that passes validation, so that only the missing sign-in can refuse it. */
type GuestCase = [method: Method, url: string, body?: object];

/** One test per route: a guest gets 401 with the sign-in text. `t` is read when the tests run, after beforeAll made it. */
export function itRefusesGuests(t: () => TestApp, cases: GuestCase[]): void {
  it.each(cases)('%s %s: a guest gets 401', async (method, url, body) => {
    const answer = await t().call(method, url, { body });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Увійдіть до свого кабінету, щоб продовжити' });
  });
}

/**
 * What clients have sent where a whole number belongs: infinities (AJV coerces the strings to numbers),
 * overflowing and unsafe integers, a fraction, a negative, zero, a word.
 */
export const BAD_NUMBERS = ['Infinity', '-Infinity', 'NaN', '1e309', '1e+308', '9223372036854776000', '1.5', '-1', '0', 'abc'];

/** A request carrying `value` in the place under test: the query or path (encode it) or the body (as a string). */
type NumberRequest = (value: string) => { method: Method; url: string } & CallOptions;

/** One test per bad number: a 400 that names `field` in the shopper's language, never a 500. `0` is skipped where it is allowed. */
export function itRejectsBadNumbers(t: () => TestApp, field: string, request: NumberRequest, { zeroAllowed = false } = {}): void {
  it.each(BAD_NUMBERS.filter((value) => !(zeroAllowed && value === '0')))(`${field} = %s is a 400`, async (value) => {
    const { method, url, ...options } = request(value);
    const answer = await t().call(method, url, options);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'Некоректний запит', errors: { [field]: ['Введіть коректне значення'] } });
  });
}
