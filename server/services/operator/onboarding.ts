import type { Lang } from '../../../src/domain/paths';
import { normalizeUaPhone } from '../../../src/domain/phone';
import type { EmailProvider } from '../../adapters/email';
import type { SmsProvider } from '../../adapters/sms';
import type { Db } from '../../db/connection';
import { isKeyTaken } from '../../db/constraint-violation';
import type { CooperationStatus } from '../../db/schema';
import { cooperationEmailText, smsText } from '../../i18n/texts';
import { noticeEmail } from '../../i18n/notice-email';
import { logOperatorAction } from './audit-log';
import { addSeller, type NewSeller } from '../seller/seller-accounts';
import { createSignInLink } from '../auth/sign-in-links';

/** The statuses a request can still be decided from; accepted and refused are final. */
const OPEN: CooperationStatus[] = ['new', 'in_progress'];

const requestColumns = [
  'id',
  'company',
  'contact_person',
  'phone',
  'email',
  'goods',
  'website',
  'lang',
  'created_at',
  'status',
  'note',
  'seller_id',
] as const;

/** The onboarding queue: open requests first, then the newest; narrowed to one status when asked. */
export async function cooperationQueue(db: Db, status?: CooperationStatus) {
  let query = db.selectFrom('cooperation_requests').select([...requestColumns]);
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('id', 'desc').limit(200).execute();
  const open = (row: (typeof rows)[number]) => (OPEN.includes(row.status) ? 0 : 1);
  return rows.sort((a, b) => open(a) - open(b));
}

const requestOf = (db: Db, id: number) =>
  db
    .selectFrom('cooperation_requests')
    .where('id', '=', id)
    .select([...requestColumns])
    .executeTakeFirst();

export type OnboardingOutcome = { done: true } | { done: false; problem: 'notFound' | 'alreadyDecided' | 'phoneTaken' };

/** Takes a request into work (or back) and keeps the operators' note, logged. */
export async function noteCooperation(
  db: Db,
  operatorId: number,
  id: number,
  change: { status?: 'new' | 'in_progress'; note?: string },
): Promise<OnboardingOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await requestOf(trx, id);
    if (!before) return { done: false, problem: 'notFound' };
    if (change.status && !OPEN.includes(before.status)) return { done: false, problem: 'alreadyDecided' };
    const after = { status: change.status ?? before.status, note: change.note?.trim() ?? before.note };
    await trx.updateTable('cooperation_requests').set(after).where('id', '=', id).execute();
    await logOperatorAction(trx, operatorId, {
      action: 'cooperation.update',
      subject: `cooperation:${id}`,
      before: { status: before.status, note: before.note },
      after,
    });
    return { done: true };
  });
}

/** What a decision is sent with: the partner hears of it by SMS and at the e-mail its request gave (the form requires one). */
interface Acceptance {
  publicUrl: string;
  storeName: string;
  sms: SmsProvider;
  email: EmailProvider;
}

/** A seller's owner as onboarding makes them: a name to greet, signing in first by a one-time link. */
interface NewSellerWithOwner extends NewSeller {
  ownerName: string;
}

/**
 * Makes a seller, its owner seller user with the seller's phone and a one-time sign-in link for that owner, inside
 * the caller's transaction: the back office's accept and the command line's seller:create make a seller the same way.
 * Null when the phone is already a seller user's.
 */
export async function addSellerWithOwner(
  trx: Db,
  seller: NewSellerWithOwner,
  now = new Date(),
): Promise<{ sellerId: number; key: string; ownerId: number; token: string } | null> {
  const phone = normalizeUaPhone(seller.phone) ?? seller.phone;
  if (await trx.selectFrom('seller_users').where('phone', '=', phone).select('id').executeTakeFirst()) return null;
  const { id: sellerId, key } = await addSeller(trx, seller, now);
  const owner = await trx
    .insertInto('seller_users')
    .values({ seller_id: sellerId, phone, name: seller.ownerName.trim(), role: 'owner', password_hash: '', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sellerId, key, ownerId: owner.id, token: await createSignInLink(trx, 'seller', owner.id, now) };
}

/** The workspace address a seller's one-time link opens, in the owner's language. */
export const sellerSignInLink = (publicUrl: string, lang: Lang, token: string) =>
  `${publicUrl}${lang === 'ru' ? '/ru' : ''}/seller?link=${token}`;

/**
 * Accepts a request: the seller is created under the partner's company name with the request's phone and e-mail,
 * and its owner seller user with the same phone, who gets a one-time link to the workspace by SMS and by e-mail in
 * the request's language. A request is decided once: a second accept finds it decided. Of two requests with one phone
 * accepted at once, the second finds the phone taken.
 */
export async function acceptCooperation(
  db: Db,
  operatorId: number,
  id: number,
  { publicUrl, storeName, sms, email }: Acceptance,
): Promise<OnboardingOutcome> {
  const request = await requestOf(db, id);
  if (!request) return { done: false, problem: 'notFound' };
  if (!OPEN.includes(request.status)) return { done: false, problem: 'alreadyDecided' };
  const now = new Date();
  // One transaction from the claim to the log: of two accepts at once only one claims the request and makes a
  // seller, and a failure on the way leaves the request open with nothing made.
  const accept = () =>
    db.transaction().execute(async (trx): Promise<OnboardingOutcome | string> => {
      const claimed = await trx
        .updateTable('cooperation_requests')
        .set({ status: 'accepted' })
        .where('id', '=', id)
        .where('status', 'in', OPEN)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return { done: false, problem: 'alreadyDecided' };
      const made = await addSellerWithOwner(
        trx,
        { name: request.company, phone: request.phone, email: request.email, ownerName: request.contact_person },
        now,
      );
      // Rolls the claim back: the request stays open with nothing made.
      if (!made) throw new PhoneTaken();
      await trx.updateTable('cooperation_requests').set({ seller_id: made.sellerId }).where('id', '=', id).execute();
      await logOperatorAction(
        trx,
        operatorId,
        {
          action: 'cooperation.accept',
          subject: `cooperation:${id}`,
          before: { status: request.status },
          after: { status: 'accepted', seller_id: made.sellerId, owner_seller_user_id: made.ownerId },
        },
        now,
      );
      return made.token;
    });
  // A key taken by an accept at the same moment is either the phone (the second try then finds it taken) or the
  // next seller id (the second try takes the one after).
  const token = await accept()
    .catch((error: unknown) => (isKeyTaken(error) ? accept() : Promise.reject(error)))
    .catch((error: unknown) => {
      if (error instanceof PhoneTaken || isKeyTaken(error)) return { done: false, problem: 'phoneTaken' } as const;
      throw error;
    });
  if (typeof token !== 'string') return token;
  const lang = request.lang as Lang;
  const link = sellerSignInLink(publicUrl, lang, token);
  const shop = request.company;
  await sms.send(
    { phone: request.phone, purpose: 'seller-welcome', text: smsText(lang, 'sellerWelcome', { store: storeName, shop, link }) },
    now,
  );
  await email.send(
    {
      address: request.email,
      purpose: 'seller-welcome',
      subject: cooperationEmailText(lang, 'welcomeSubject', { store: storeName, shop }),
      ...noticeEmail(lang, {
        store: storeName,
        body: cooperationEmailText(lang, 'welcome', { shop }),
        url: link,
        open: cooperationEmailText(lang, 'welcomeOpen'),
      }),
    },
    now,
  );
  return { done: true };
}

class PhoneTaken extends Error {}

/** Refuses a request with the reason the partner is sent, politely, in the request's language. */
export async function refuseCooperation(
  db: Db,
  operatorId: number,
  id: number,
  reason: string,
  { publicUrl, storeName, sms, email }: Acceptance,
): Promise<OnboardingOutcome> {
  const request = await requestOf(db, id);
  if (!request) return { done: false, problem: 'notFound' };
  const refused = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('cooperation_requests')
      .set({ status: 'refused' })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await logOperatorAction(trx, operatorId, {
      action: 'cooperation.refuse',
      subject: `cooperation:${id}`,
      before: { status: request.status },
      after: { status: 'refused', reason: reason.trim() },
    });
    return true;
  });
  if (!refused) return { done: false, problem: 'alreadyDecided' };
  const lang = request.lang as Lang;
  await sms.send({
    phone: request.phone,
    purpose: 'cooperation-refused',
    text: smsText(lang, 'cooperationRefused', { store: storeName, reason: reason.trim() }),
  });
  await email.send({
    address: request.email,
    purpose: 'cooperation-refused',
    subject: cooperationEmailText(lang, 'refusedSubject', { store: storeName }),
    ...noticeEmail(lang, {
      store: storeName,
      body: cooperationEmailText(lang, 'refused', { reason: reason.trim() }),
      url: `${publicUrl}${lang === 'ru' ? '/ru' : ''}/`,
      open: cooperationEmailText(lang, 'refusedOpen'),
    }),
  });
  return { done: true };
}
