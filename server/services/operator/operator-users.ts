import { createHash, randomBytes } from 'node:crypto';
import { normalizeUaPhone } from '../../../src/domain/phone';
import type { Db } from '../../db/connection';
import { isKeyTaken } from '../../db/constraint-violation';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { logOperatorAction } from './audit-log';

/** How long a back-office sign-in lasts: a working week, since it can create sellers. */
export const OPERATOR_SESSION_DAYS = 7;

export type OperatorRole = 'admin' | 'moderator';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Why a new operator user is refused, in the words of whoever runs the command; null: it may be created. */
export function newOperatorProblem({
  phone,
  role,
  password,
}: {
  phone: string;
  role: string;
  password?: string | undefined;
}): string | null {
  if (normalizeUaPhone(phone) === null) return `"${phone}" is not a Ukrainian phone number (--phone +380…)`;
  if (role !== 'admin' && role !== 'moderator') return `The role is admin or moderator, not "${role}"`;
  if (password !== undefined && password.length < 8) return 'A password has at least 8 characters';
  return null;
}

/** Creates an operator user; without a password the account signs in by a one-time link. */
export async function createOperatorUser(
  db: Db,
  user: { phone: string; role: OperatorRole; name?: string; password?: string | undefined },
  now = new Date(),
): Promise<number> {
  const problem = newOperatorProblem(user);
  if (problem) throw new Error(problem);
  const { id } = await db
    .insertInto('operator_users')
    .values({
      phone: normalizeUaPhone(user.phone)!,
      role: user.role,
      name: user.name?.trim() ?? '',
      password_hash: user.password === undefined ? '' : await hashPassword(user.password),
      created_at: now.toISOString(),
      removed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isKeyTaken(error)) throw new Error(`${user.phone} is already the phone of an operator of the back office`);
      throw error;
    });
  return id;
}

/**
 * Gives a removed operator (docs/product-rules.md#back-office) their account back, as an invitation does: the role
 * asked for (their former one when none is), the name given or kept, the password given or none (a one-time link
 * signs them in then). Answers the account's id and role, or null when no removed operator has the phone. The
 * audit log, which keeps their removal, keeps their return as their own `operator.join`.
 */
export async function restoreOperatorUser(
  db: Db,
  user: { phone: string; role?: OperatorRole | undefined; name?: string | undefined; password?: string | undefined },
  now = new Date(),
): Promise<{ id: number; role: OperatorRole } | null> {
  const phone = normalizeUaPhone(user.phone);
  if (phone === null) return null;
  // Hashed before the transaction: scrypt takes a while and holds no lock.
  const passwordHash = user.password === undefined ? '' : await hashPassword(user.password);
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .selectFrom('operator_users')
      .where('phone', '=', phone)
      .where('removed_at', 'is not', null)
      .select(['id', 'role', 'name'])
      .executeTakeFirst();
    if (!removed) return null;
    const role = user.role ?? removed.role;
    const name = user.name?.trim() || removed.name;
    await trx
      .updateTable('operator_users')
      .set({ role, name, password_hash: passwordHash, removed_at: null })
      .where('id', '=', removed.id)
      .execute();
    await logOperatorAction(
      trx,
      removed.id,
      { action: 'operator.join', subject: `operator:${removed.id}`, before: null, after: { phone, role, invited_by: null } },
      now,
    );
    return { id: removed.id, role };
  });
}

/** The operator user whose phone and password these are, or null; an unknown phone takes as long as a wrong password. */
export async function operatorByPassword(db: Db, phone: string, password: string): Promise<number | null> {
  const user = await db
    .selectFrom('operator_users')
    .where('phone', '=', phone)
    .where('removed_at', 'is', null)
    .select(['id', 'password_hash'])
    .executeTakeFirst();
  // An account without a password is checked against the decoy, so it answers like an unknown phone.
  return (await passwordMatches(password, user?.password_hash || null)) ? user!.id : null;
}

export async function createOperatorSession(db: Db, operatorUserId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + OPERATOR_SESSION_DAYS * 86_400_000);
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_user_id: operatorUserId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  return token;
}

export async function operatorBySession(db: Db, token: string, now = new Date()) {
  return (
    (await db
      .selectFrom('operator_sessions as os')
      .innerJoin('operator_users as u', 'u.id', 'os.operator_user_id')
      .where('os.token_hash', '=', hashToken(token))
      .where('os.expires_at', '>', now.toISOString())
      .where('u.removed_at', 'is', null)
      .select(['u.id', 'u.name', 'u.phone', 'u.role'])
      .executeTakeFirst()) ?? null
  );
}

export type SessionOperator = NonNullable<Awaited<ReturnType<typeof operatorBySession>>>;

export async function endOperatorSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', hashToken(token)).execute();
}
