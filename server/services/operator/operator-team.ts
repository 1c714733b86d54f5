import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../src/domain/paths';
import type { Db } from '../../db/connection';
import { isKeyTaken } from '../../db/constraint-violation';
import { serverText } from '../../i18n/i18n';
import { hashPassword } from '../auth/passwords';
import { SIGN_IN_LINK_HOURS } from '../auth/sign-in-links';
import { Conflict, NotFound, Refused } from '../platform/domain-errors';
import { INVITE_AGAIN_AFTER_MS, type InviteDelivery } from '../seller/seller-team';
import { logOperatorAction } from './audit-log';
import { hashToken, type OperatorRole } from './operator-users';

/**
 * The back office's own people (docs/product-rules.md#back-office): operators invited by an admin with a one-time
 * link by SMS, as a seller's owner invites a manager (server/services/seller/seller-team.ts), and removed again.
 * A removed operator's row stays, for the audit log names them; their sessions end and they sign in no more.
 */

/** The operators still working, admins first, and the invitations not yet accepted, newest first. */
export async function operatorTeam(db: Db, now = new Date()) {
  const [members, invitations] = await Promise.all([
    db
      .selectFrom('operator_users')
      .where('removed_at', 'is', null)
      .select(['id', 'name', 'phone', 'role', 'created_at'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('operator_invitations')
      .select(['id', 'name', 'phone', 'role', 'created_at', 'expires_at'])
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    members: members.sort((a, b) => (a.role === b.role ? 0 : a.role === 'admin' ? -1 : 1)),
    invitations: invitations.map((i) => ({ ...i, expired: i.expires_at <= now.toISOString() })),
  };
}

/** The back office's address an invitation opens, in the language the admin invited in. */
const operatorInvitationLink = (publicUrl: string, lang: Lang, token: string) =>
  `${publicUrl}${lang === 'ru' ? '/ru' : ''}/admin?invite=${token}`;

interface OperatorInvite {
  /** 380XXXXXXXXX */
  phone: string;
  role: OperatorRole;
  name: string;
  lang: Lang;
}

/**
 * Invites an operator: a one-time link by SMS in the admin's language, good for SIGN_IN_LINK_HOURS. A phone of a
 * working operator is refused; inviting a phone invited before sends a new link in place of the old (once a minute).
 */
export async function inviteOperator(db: Db, adminId: number, invite: OperatorInvite, delivery: InviteDelivery, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const invitation = await db
    .transaction()
    .execute(async (trx) => {
      const working = await trx
        .selectFrom('operator_users')
        .where('phone', '=', invite.phone)
        .where('removed_at', 'is', null)
        .select('id')
        .executeTakeFirst();
      if (working) throw new Conflict('admin-team:errors.phoneTaken');
      const before = await trx
        .selectFrom('operator_invitations')
        .where('phone', '=', invite.phone)
        .select(['id', 'created_at'])
        .executeTakeFirst();
      if (before && Date.parse(before.created_at) > now.getTime() - INVITE_AGAIN_AFTER_MS)
        throw new Refused('admin-team:errors.inviteTooSoon');
      if (before) await trx.deleteFrom('operator_invitations').where('id', '=', before.id).execute();
      const made = await trx
        .insertInto('operator_invitations')
        .values({
          phone: invite.phone,
          role: invite.role,
          name: invite.name.trim(),
          token_hash: hashToken(token),
          invited_by: adminId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SIGN_IN_LINK_HOURS * 3_600_000).toISOString(),
        })
        .returning(['id', 'name', 'phone', 'role', 'created_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      await logOperatorAction(
        trx,
        adminId,
        {
          action: 'operator_invitation.create',
          subject: `operator_invitation:${made.id}`,
          before: null,
          after: { phone: made.phone, role: made.role, name: made.name },
        },
        now,
      );
      return made;
    })
    .catch((error: unknown) => {
      // Two invitations of one phone at the same moment: the second finds the first.
      if (isKeyTaken(error)) throw new Refused('admin-team:errors.inviteTooSoon');
      throw error;
    });
  await delivery.sms.send(
    {
      phone: invite.phone,
      purpose: 'operator-invite',
      text: serverText(invite.lang, 'admin-team', 'sms.invite', {
        store: delivery.storeName,
        link: operatorInvitationLink(delivery.publicUrl, invite.lang, token),
      }),
    },
    now,
  );
  return { ...invitation, expired: false };
}

/** Revokes an invitation: its link stops working. Logged. */
export async function revokeOperatorInvitation(db: Db, adminId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('operator_invitations').where('id', '=', id).returning(['phone', 'role', 'name']).executeTakeFirst();
    if (!gone) throw new NotFound('admin-team:errors.invitationNotFound');
    await logOperatorAction(
      trx,
      adminId,
      { action: 'operator_invitation.revoke', subject: `operator_invitation:${id}`, before: gone, after: null },
      now,
    );
  });
}

/**
 * Removes an operator: their sessions and sign-in links end at once, so the next request they make is signed out.
 * Not oneself, and never the last admin: someone must be able to invite again. Logged.
 */
export async function removeOperator(db: Db, adminId: number, id: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('operator_users')
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .select(['phone', 'role', 'name'])
      .executeTakeFirst();
    if (!user) throw new NotFound('admin-team:errors.operatorNotFound');
    if (id === adminId) throw new Conflict('admin-team:errors.notYourself');
    if (user.role === 'admin') {
      const { admins } = await trx
        .selectFrom('operator_users')
        .where('role', '=', 'admin')
        .where('removed_at', 'is', null)
        .select((eb) => eb.fn.countAll<number>().as('admins'))
        .executeTakeFirstOrThrow();
      if (Number(admins) <= 1) throw new Conflict('admin-team:errors.lastAdmin');
    }
    await trx.deleteFrom('operator_sessions').where('operator_user_id', '=', id).execute();
    await trx.deleteFrom('sign_in_links').where('kind', '=', 'operator').where('user_id', '=', id).execute();
    await trx.updateTable('operator_users').set({ removed_at: now.toISOString(), password_hash: '' }).where('id', '=', id).execute();
    await logOperatorAction(trx, adminId, { action: 'operator.remove', subject: `operator:${id}`, before: user, after: null }, now);
  });
}

/** What an invitation's link shows before a password is set: the role and the phone; refused once spent or expired. */
export async function operatorInvitationByToken(db: Db, token: string, now = new Date()) {
  const found = await db
    .selectFrom('operator_invitations')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .select(['phone', 'role', 'name'])
    .executeTakeFirst();
  if (!found) throw new Refused('admin-team:errors.invitationInvalid');
  return found;
}

/**
 * Accepts an invitation with the password the operator chose: spends it and makes the operator user (a removed
 * one gets their account back, with the new role), whose id is answered. An invitation works once. Logged as the
 * new operator's own `operator.join`.
 */
export async function acceptOperatorInvitation(db: Db, token: string, password: string, now = new Date()): Promise<number> {
  await operatorInvitationByToken(db, token, now);
  // Hashed before the transaction: scrypt takes a while and holds no lock.
  const passwordHash = await hashPassword(password);
  return db
    .transaction()
    .execute(async (trx) => {
      const spent = await trx
        .deleteFrom('operator_invitations')
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>', now.toISOString())
        .returning(['phone', 'role', 'name', 'invited_by'])
        .executeTakeFirst();
      if (!spent) throw new Refused('admin-team:errors.invitationInvalid');
      const known = await trx.selectFrom('operator_users').where('phone', '=', spent.phone).select(['id', 'removed_at']).executeTakeFirst();
      if (known && known.removed_at === null) throw new Conflict('admin-team:errors.phoneTaken');
      const account = { role: spent.role, name: spent.name, password_hash: passwordHash, removed_at: null };
      const id = known
        ? (await trx.updateTable('operator_users').set(account).where('id', '=', known.id).returning('id').executeTakeFirstOrThrow()).id
        : (
            await trx
              .insertInto('operator_users')
              .values({ ...account, phone: spent.phone, created_at: now.toISOString() })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      await logOperatorAction(
        trx,
        id,
        {
          action: 'operator.join',
          subject: `operator:${id}`,
          before: null,
          after: { phone: spent.phone, role: spent.role, invited_by: spent.invited_by },
        },
        now,
      );
      return id;
    })
    .catch((error: unknown) => {
      if (isKeyTaken(error)) throw new Conflict('admin-team:errors.phoneTaken');
      throw error;
    });
}
