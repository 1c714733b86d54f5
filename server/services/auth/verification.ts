import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsProvider } from '../../adapters/sms';
import type { Db } from '../../db/connection';
import { Busy } from '../platform/domain-errors';
import { smsText } from '../../i18n/texts';
import type { Lang } from '../../../src/domain/paths';

/** docs/product-rules.md#accounts-and-sign-in for SMS codes, and the send limits that keep the SMS bill and the phones safe. */
export const SMS_CODE = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  maxChecks: 5,
  resendSeconds: 60,
  perPhonePerHour: 5,
  perAddressPerHour: 20,
} as const;

/** How long a confirmed phone stays proven: long enough to finish a checkout, short enough to not be a login. */
export const VERIFICATION_TOKEN_SECONDS = 60 * 60;

/** What a code or a proof may be used for; a checkout code never proves anything else. */
export type VerificationPurpose = 'checkout' | 'registration' | 'reset' | 'password';

const HOUR_MS = 3_600_000;

const secondsUntil = (later: number, now: Date) => Math.max(1, Math.ceil((later - now.getTime()) / 1000));

/** Keyed, so the million possible codes cannot be hashed by whoever copies the table without the key. */
function codeHash(secret: string, purpose: string, phone: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest();
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export type SendOutcome = { sent: true; resendIn: number; expiresIn: number } | { sent: false; resendIn: number };

export interface SendRequest {
  phone: string;
  purpose: VerificationPurpose;
  ip: string;
  lang: Lang;
  storeName: string;
  /**
   * Record the code and count it against the limits, but send nothing: a password reset for a phone
   * without an account answers, and waits, exactly like one for a customer's phone.
   */
  silent?: boolean;
}

/**
 * Seconds until this phone and address may get another code, or 0 when they may now: one code a minute,
 * 5 an hour per phone, 20 an hour per address. Each window ends when its oldest send leaves the hour.
 */
async function waitBeforeSend(db: Db, { phone, purpose, ip }: SendRequest, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const byPhone = await db
    .selectFrom('sms_codes')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('created_at', '>', hourAgo)
    .select('created_at')
    .orderBy('created_at', 'desc')
    .execute();
  const waits: number[] = [];
  if (byPhone[0]) waits.push(Date.parse(byPhone[0].created_at) + SMS_CODE.resendSeconds * 1000);
  if (byPhone.length >= SMS_CODE.perPhonePerHour) waits.push(Date.parse(byPhone[SMS_CODE.perPhonePerHour - 1]!.created_at) + HOUR_MS);
  const byAddress = await db
    .selectFrom('sms_codes')
    .where('ip', '=', ip)
    .where('created_at', '>', hourAgo)
    .select('created_at')
    .orderBy('created_at', 'desc')
    .limit(SMS_CODE.perAddressPerHour)
    .execute();
  if (byAddress.length >= SMS_CODE.perAddressPerHour)
    waits.push(Date.parse(byAddress[SMS_CODE.perAddressPerHour - 1]!.created_at) + HOUR_MS);
  const until = Math.max(0, ...waits);
  return until > now.getTime() ? secondsUntil(until, now) : 0;
}

/**
 * Sends a new code when the limits allow. A new code replaces the phone's earlier ones: only the latest is
 * checked. Whether the phone belongs to a customer plays no part, so the answer tells nothing about that.
 */
export async function sendCode(db: Db, sms: SmsProvider, secret: string, request: SendRequest, now = new Date()): Promise<SendOutcome> {
  const code = String(randomInt(0, 10 ** SMS_CODE.digits)).padStart(SMS_CODE.digits, '0');
  // One transaction for the limit check and the insert, so two quick requests cannot both pass the limit.
  const hash = codeHash(secret, request.purpose, request.phone, code).toString('hex');
  const wait = await db.transaction().execute(async (trx) => {
    const seconds = await waitBeforeSend(trx, request, now);
    if (seconds > 0) return seconds;
    await trx
      .insertInto('sms_codes')
      .values({
        phone: request.phone,
        purpose: request.purpose,
        code_hash: hash,
        attempts: 0,
        expires_at: new Date(now.getTime() + SMS_CODE.lifetimeSeconds * 1000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
        ip: request.ip,
      })
      .execute();
    return 0;
  });
  if (wait > 0) return { sent: false, resendIn: wait };
  if (!request.silent) {
    try {
      await sms.send(
        {
          phone: request.phone,
          purpose: request.purpose,
          text: smsText(request.lang, 'verificationCode', { store: request.storeName, code }),
        },
        now,
      );
    } catch {
      // The gateway took no message (ADR 50): the code never reached the phone, so it is forgotten and does not
      // make the shopper wait before asking again.
      await db
        .deleteFrom('sms_codes')
        .where('phone', '=', request.phone)
        .where('purpose', '=', request.purpose)
        .where('code_hash', '=', hash)
        .execute();
      throw new Busy('smsUnavailable');
    }
  }
  return { sent: true, resendIn: SMS_CODE.resendSeconds, expiresIn: SMS_CODE.lifetimeSeconds };
}

interface ConfirmRequest {
  phone: string;
  purpose: VerificationPurpose;
  code: string;
}

/**
 * The verification token for a right code, or null: wrong, expired, already used, checked 5 times, or never
 * sent all answer the same. Every check counts, the right one included, so the 6th try fails whatever it is.
 */
export async function confirmCode(
  db: Db,
  secret: string,
  { phone, purpose, code }: ConfirmRequest,
  now = new Date(),
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('sms_codes')
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.used_at !== null || latest.attempts >= SMS_CODE.maxChecks || latest.expires_at <= now.toISOString()) return null;
    // Conditional updates, so checks racing each other (PostgreSQL runs them at once) still count and use it once.
    const counted = await trx
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('attempts', '<', SMS_CODE.maxChecks)
      .executeTakeFirst();
    if (counted.numUpdatedRows === 0n) return null;
    const right = /^\d+$/.test(code) && timingSafeEqual(Buffer.from(latest.code_hash, 'hex'), codeHash(secret, purpose, phone, code));
    if (!right) return null;
    const used = await trx
      .updateTable('sms_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', latest.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) return null;
    const token = randomBytes(32).toString('base64url');
    await trx
      .insertInto('phone_verifications')
      .values({
        token_hash: tokenHash(token),
        phone,
        purpose,
        verified_at: now.toISOString(),
        expires_at: new Date(now.getTime() + VERIFICATION_TOKEN_SECONDS * 1000).toISOString(),
      })
      .execute();
    return token;
  });
}

/** The phone a verification token proves, or null for an unknown, expired or other-purpose token. */
export async function verifiedPhone(db: Db, token: string, purpose: VerificationPurpose, now = new Date()): Promise<string | null> {
  const row = await db
    .selectFrom('phone_verifications')
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .select('phone')
    .executeTakeFirst();
  return row?.phone ?? null;
}

/**
 * Spends a proof and answers the phone it proved, or null for an unknown, spent, expired or other-purpose one.
 * Checking and spending are one statement, so of two requests racing with one token only one gets the phone.
 */
export async function claimVerification(db: Db, token: string, purpose: VerificationPurpose, now = new Date()): Promise<string | null> {
  const row = await db
    .deleteFrom('phone_verifications')
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now.toISOString())
    .returning('phone')
    .executeTakeFirst();
  return row?.phone ?? null;
}

/** A proof that did its job (an account made, a password set) is spent, so it cannot do it twice. */
export async function spendVerification(db: Db, token: string): Promise<void> {
  await db.deleteFrom('phone_verifications').where('token_hash', '=', tokenHash(token)).execute();
}

/** Every phone the caller has proved: a signed-in customer's own, and the one a verification token proves. */
export async function provenPhones(db: Db, customerPhone: string | null, token: string | undefined, now = new Date()): Promise<string[]> {
  const verified = token ? await verifiedPhone(db, token, 'checkout', now) : null;
  return [customerPhone, verified].filter((phone): phone is string => phone !== null);
}
