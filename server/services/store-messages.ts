import type { Lang } from '../../src/domain/paths';
import { normalizeContact } from '../../src/domain/product-reports';
import type { ContactMessageValues, CooperationValues } from '../../src/domain/store-messages';
import { normalizeUaPhone } from '../../src/domain/phone';
import type { Db } from '../db/connection';

/** A contact-page message, stored for the shop's support to answer; its id. */
export async function saveContactMessage(db: Db, lang: Lang, values: ContactMessageValues): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ name: values.name.trim(), contact: normalizeContact(values.contact), message: values.message.trim(), lang, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A partner's request to sell on the marketplace; its id. The phone is kept as its 12 digits. */
export async function saveCooperationRequest(db: Db, lang: Lang, values: CooperationValues): Promise<number> {
  const row = await db
    .insertInto('cooperation_requests')
    .values({
      company: values.company.trim(),
      contact_person: values.contact_person.trim(),
      phone: normalizeUaPhone(values.phone) ?? values.phone.trim(),
      email: values.email.trim(),
      goods: values.goods.trim(),
      website: values.website.trim(),
      lang,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Partners' requests, newest first, a page at a time, for the sellers' team. */
export async function cooperationRequests(db: Db, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    db.selectFrom('cooperation_requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(perPage).offset((page - 1) * perPage).execute(),
    db.selectFrom('cooperation_requests').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.n);
  return { data: rows, pagination: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count } };
}
