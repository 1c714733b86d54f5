import type { Kysely } from 'kysely';

/**
 * A seller's storefront names the business behind the shop as Ukrainian consumer law asks of anyone selling
 * online: its legal name (ТОВ «…» or ФОП …) and its code (ЄДРПОУ for a company, РНОКПП for a sole trader).
 * Empty until the seller gives them; the storefront then leaves the line out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sellers')
    .addColumn('legal_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sellers')
    .addColumn('legal_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
