import type { Lang } from '../../../src/domain/paths';
import { normalizeContact } from '../../../src/domain/product-reports';
import type { ContactMessageValues, CooperationValues } from '../../../src/domain/contact-forms';
import { normalizeUaPhone } from '../../../src/domain/phone';
import type { Db } from '../../db/connection';

/** A contact-page message, stored for the shop's support to answer; its id. */
export async function saveContactMessage(db: Db, lang: Lang, values: ContactMessageValues): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: values.name.trim(),
      contact: normalizeContact(values.contact),
      message: values.message.trim(),
      lang,
      created_at: new Date().toISOString(),
    })
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
