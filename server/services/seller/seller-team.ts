import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '../../../src/domain/paths';
import type { SmsProvider } from '../../adapters/sms';
import type { Db } from '../../db/connection';
import { isKeyTaken } from '../../db/constraint-violation';
import { serverText } from '../../i18n/i18n';
import { hashPassword } from '../auth/passwords';
import { SIGN_IN_LINK_HOURS } from '../auth/sign-in-links';
import { Conflict, NotFound, Refused } from '../platform/domain-errors';

/** How soon an invitation to the same phone may be sent again: each one is an SMS the store pays for. */
export const INVITE_AGAIN_AFTER_MS = 60_000;
/** Invitations one seller may have waiting at once. */
const PENDING_INVITATIONS_MAX = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The seller's people, the owner first, and the invitations not yet accepted, newest first; expired ones say so. */
export async function sellerTeam(db: Db, sellerId: number, now = new Date()) {
  const [members, invitations] = await Promise.all([
    db
      .selectFrom('seller_users')
      .where('seller_id', '=', sellerId)
      .select(['id', 'name', 'phone', 'role', 'created_at'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('seller_invitations')
      .where('seller_id', '=', sellerId)
      .select(['id', 'name', 'phone', 'created_at', 'expires_at'])
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    members: members.sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1)),
    invitations: invitations.map((i) => ({ ...i, expired: i.expires_at <= now.toISOString() })),
  };
}

interface Invite {
  sellerId: number;
  shopName: string;
  /** 380XXXXXXXXX */
  phone: string;
  name: string;
  lang: Lang;
}

export interface InviteDelivery {
  publicUrl: string;
  storeName: string;
  sms: SmsProvider;
}

/** The workspace address an invitation opens, in the language the owner invited in. */
export const invitationLink = (publicUrl: string, lang: Lang, token: string) =>
  `${publicUrl}${lang === 'ru' ? '/ru' : ''}/seller?invite=${token}`;

/**
 * Invites a manager: a one-time link by SMS, in the owner's language, good for SIGN_IN_LINK_HOURS. A phone already
 * working in any seller's workspace is refused; inviting a phone this seller invited before sends a new link in
 * place of the old one (once a minute at most).
 */
export async function inviteManager(db: Db, invite: Invite, { publicUrl, storeName, sms }: InviteDelivery, now = new Date()) {
  if (await db.selectFrom('seller_users').where('phone', '=', invite.phone).select('id').executeTakeFirst()) {
    throw new Conflict('seller-team:errors.phoneTaken');
  }
  const token = randomBytes(32).toString('base64url');
  const row = {
    seller_id: invite.sellerId,
    phone: invite.phone,
    name: invite.name.trim(),
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SIGN_IN_LINK_HOURS * 3_600_000).toISOString(),
  };
  const invitation = await db
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom('seller_invitations')
        .where('seller_id', '=', invite.sellerId)
        .where('phone', '=', invite.phone)
        .select(['id', 'created_at'])
        .executeTakeFirst();
      if (before && Date.parse(before.created_at) > now.getTime() - INVITE_AGAIN_AFTER_MS)
        throw new Refused('seller-team:errors.inviteTooSoon');
      if (before) await trx.deleteFrom('seller_invitations').where('id', '=', before.id).execute();
      const { waiting } = await trx
        .selectFrom('seller_invitations')
        .where('seller_id', '=', invite.sellerId)
        .where('expires_at', '>', now.toISOString())
        .select((eb) => eb.fn.countAll<number>().as('waiting'))
        .executeTakeFirstOrThrow();
      if (Number(waiting) >= PENDING_INVITATIONS_MAX) throw new Refused('seller-team:errors.tooManyInvitations');
      return trx
        .insertInto('seller_invitations')
        .values(row)
        .returning(['id', 'name', 'phone', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
    })
    .catch((error: unknown) => {
      // Two invitations of one phone at the same moment: the second finds the first.
      if (isKeyTaken(error)) throw new Refused('seller-team:errors.inviteTooSoon');
      throw error;
    });
  await sms.send(
    {
      phone: invite.phone,
      purpose: 'seller-invite',
      text: serverText(invite.lang, 'seller-team', 'sms.invite', {
        store: storeName,
        shop: invite.shopName,
        link: invitationLink(publicUrl, invite.lang, token),
      }),
    },
    now,
  );
  return { ...invitation, expired: false };
}

/** Cancels one of the seller's invitations: its link stops working. Another seller's is as one that does not exist. */
export async function cancelInvitation(db: Db, sellerId: number, id: number): Promise<void> {
  const gone = await db.deleteFrom('seller_invitations').where('id', '=', id).where('seller_id', '=', sellerId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new NotFound('seller-team:errors.invitationNotFound');
}

/**
 * Removes a manager from the seller's team: their sessions end at once, so the next request they make is signed
 * out. The owner stays; another seller's user is as one that does not exist.
 */
export async function removeManager(db: Db, sellerId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('seller_users')
      .where('id', '=', userId)
      .where('seller_id', '=', sellerId)
      .select('role')
      .executeTakeFirst();
    if (!user) throw new NotFound('seller-team:errors.memberNotFound');
    if (user.role === 'owner') throw new Refused('seller-team:errors.ownerStays');
    await trx.deleteFrom('seller_sessions').where('seller_user_id', '=', userId).execute();
    await trx.deleteFrom('seller_users').where('id', '=', userId).execute();
  });
}

/** What an invitation's link shows before a password is set: the shop and the phone; refused once spent or expired. */
export async function invitationByToken(db: Db, token: string, now = new Date()) {
  const found = await db
    .selectFrom('seller_invitations as i')
    .innerJoin('sellers as s', 's.id', 'i.seller_id')
    .where('i.token_hash', '=', hashToken(token))
    .where('i.expires_at', '>', now.toISOString())
    .select(['s.shop_name', 'i.phone', 'i.name'])
    .executeTakeFirst();
  if (!found) throw new Refused('seller-team:errors.invitationInvalid');
  return found;
}

/**
 * Accepts an invitation with the password the manager chose: spends it and makes the seller user, whose id is
 * answered. An invitation works once; a phone that joined a workspace meanwhile is refused and keeps its link.
 */
export async function acceptInvitation(db: Db, token: string, password: string, now = new Date()): Promise<number> {
  await invitationByToken(db, token, now);
  // Hashed before the transaction: scrypt takes a while and holds no lock.
  const passwordHash = await hashPassword(password);
  return db
    .transaction()
    .execute(async (trx) => {
      const spent = await trx
        .deleteFrom('seller_invitations')
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>', now.toISOString())
        .returning(['seller_id', 'phone', 'name'])
        .executeTakeFirst();
      if (!spent) throw new Refused('seller-team:errors.invitationInvalid');
      if (await trx.selectFrom('seller_users').where('phone', '=', spent.phone).select('id').executeTakeFirst()) {
        throw new Conflict('seller-team:errors.phoneTaken');
      }
      const user = await trx
        .insertInto('seller_users')
        .values({ ...spent, role: 'manager', password_hash: passwordHash, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return user.id;
    })
    .catch((error: unknown) => {
      if (isKeyTaken(error)) throw new Conflict('seller-team:errors.phoneTaken');
      throw error;
    });
}
