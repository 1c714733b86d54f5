import { createHash, randomBytes, randomInt, scryptSync } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';

/** The database of the store Playwright started (playwright.config.ts): fresh and seeded on every run. */
export const e2eDatabasePath = `/tmp/kramnytsia-e2e-${Number(process.env.E2E_PORT ?? 8090)}.db`;

/** Opens the running store's database; the server writes to it at the same time, so wait for its locks. */
export function openE2eDatabase(): Database.Database {
  const db = new Database(e2eDatabasePath);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The link of the last SMS of this purpose the store wrote to a phone (the SMS outbox), as a path on this store; '' before it. */
export function smsLink(phone: string, purpose: 'seller-invite' | 'operator-invite'): string {
  const db = openE2eDatabase();
  try {
    const row = db.prepare('SELECT text FROM sms_outbox WHERE phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1').get(phone, purpose) as
      { text: string } | undefined;
    const link = /https?:\/\/\S+/.exec(row?.text ?? '')?.[0];
    if (!link) return '';
    const url = new URL(link);
    return url.pathname + url.search;
  } finally {
    db.close();
  }
}

/** A fresh mobile number of the operator code given (`93` makes 38093…): tests running in parallel never share one. */
export const newPhone = (operator = '93') => `380${operator}${String(randomInt(10_000_000)).padStart(7, '0')}`;

/** The code the store wrote to its SMS outbox for this phone (the default provider sends nothing); order messages to it carry none. */
export function lastSmsCode(phone: string): string {
  const db = openE2eDatabase();
  try {
    const row = db.prepare("SELECT text FROM sms_outbox WHERE phone = ? AND purpose <> 'order' ORDER BY id DESC LIMIT 1").get(phone) as
      { text: string } | undefined;
    return /\b(\d{6})\b/.exec(row?.text ?? '')?.[1] ?? '';
  } finally {
    db.close();
  }
}

/** A code that is surely not the one sent to this phone: for the "wrong code" step. */
export const wrongSmsCode = (phone: string) => (lastSmsCode(phone) === '000000' ? '111111' : '000000');

export interface E2eCustomer {
  id: number;
  phone: string;
  name: string;
  surname: string;
  /** the `token` cookie's value */
  token: string;
}

const SESSION_DAYS = 90;

/** A new session of the customer, kept the way server/services/auth/customer-sessions.ts keeps them (only a sha256 of the token). */
function openSession(db: Database.Database, customerId: number, now = new Date()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO customer_sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'),
    customerId,
    now.toISOString(),
    new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
  );
  return token;
}

/**
 * A customer with a session, written straight into the store's database. Signing up is a journey of its own
 * (auth.spec.ts); dozens of sign-ups from one address would trip the SMS limits per address that guard the store.
 */
export function createCustomer({ name = 'Тетяна', surname = 'Коваль' } = {}): E2eCustomer {
  const db = openE2eDatabase();
  try {
    const now = new Date();
    const phone = newPhone('67');
    const { lastInsertRowid } = db
      .prepare('INSERT INTO customers (phone, name, surname, patronymic, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(phone, name, surname, '', now.toISOString());
    const id = Number(lastInsertRowid);
    return { id, phone, name, surname, token: openSession(db, id, now) };
  } finally {
    db.close();
  }
}

/**
 * The seeded demo customer (README: its orders and chats), with a new session. Signing in is a journey of its own
 * (auth.spec.ts); the demo's password is hashed at the store's full scrypt cost, a second of CPU per sign-in.
 */
export function demoCustomer(): E2eCustomer {
  const db = openE2eDatabase();
  try {
    const row = db.prepare("SELECT id, phone, name, surname FROM customers WHERE phone = '380501234567'").get() as Omit<
      E2eCustomer,
      'token'
    >;
    return { ...row, token: openSession(db, row.id) };
  } finally {
    db.close();
  }
}

/** Signs the browser context in as a new (or the given) customer: the HttpOnly `token` cookie the server reads. */
export async function signIn(context: BrowserContext, baseURL: string, customer: E2eCustomer = createCustomer()): Promise<E2eCustomer> {
  await context.addCookies([{ name: 'token', value: customer.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return customer;
}

/** A customer with a password, stored the way server/services/auth/passwords.ts keeps it (a cheap N: the hash names it). */
export function customerWithPassword(password: string): string {
  const phone = newPhone();
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  const db = openE2eDatabase();
  try {
    db.prepare('INSERT INTO customers (phone, name, surname, patronymic, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      phone,
      'Ірина',
      'Бондар',
      '',
      ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$'),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return phone;
}
