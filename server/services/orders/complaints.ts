import { normalizeContact } from '../../../src/domain/product-reports';
import type { Db } from '../../db/connection';
import type { ProductComplaintTable } from '../../db/schema';

interface ProductReport {
  productId: number;
  customerId: number | null;
  kind: ProductComplaintTable['kind'];
  /** the complaint's reason code, or the characteristic a report points at ('' for none) */
  reason: string;
  text: string;
  contact: string;
}

/** Stores a complaint or a report of wrong characteristics for the moderators; the text is kept as typed. */
export async function fileProductReport(db: Db, report: ProductReport): Promise<number> {
  const { id } = await db
    .insertInto('product_complaints')
    .values({
      product_id: report.productId,
      customer_id: report.customerId,
      kind: report.kind,
      reason: report.reason.trim(),
      text: report.text.trim(),
      contact: normalizeContact(report.contact),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
