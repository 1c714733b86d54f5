/**
 * npm run seed -- [--demo [--products 100000]] [--reset]
 * Seeds the database named by DATABASE_URL (default data/store.db) with the reference data a store needs, or,
 * with --demo, with the demo marketplace. SEED_PRODUCTS sets the number of offers when --products is not given.
 */
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { DEFAULT_PRODUCTS, seedDemoCatalogue, seedReferenceData } from './seed';

const USAGE = 'Usage: npm run seed -- [--demo [--products N]] [--reset]   (env: DATABASE_URL, SEED_PRODUCTS)';

function readArgs() {
  try {
    return parseArgs({
      options: { demo: { type: 'boolean', default: false }, products: { type: 'string' }, reset: { type: 'boolean', default: false } },
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const values = readArgs();

const url = process.env.DATABASE_URL;
const isPostgres = !!url && /^postgres(ql)?:\/\//.test(url);
const sqliteFile = isPostgres ? null : url?.replace(/^sqlite:(\/\/)?/, '') || 'data/store.db';

const rawProducts = values.products ?? process.env.SEED_PRODUCTS ?? String(DEFAULT_PRODUCTS);
const products = Number(rawProducts);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive integer, got "${rawProducts}"\n${USAGE}`);
  process.exit(2);
}

if (values.reset && sqliteFile && sqliteFile !== ':memory:') {
  for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) if (existsSync(file)) rmSync(file);
  console.log(`Removed ${sqliteFile}`);
}

const db = await openDatabase(url);
try {
  await migrateToLatest(db);
  const { n } = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) {
    console.error(
      isPostgres
        ? 'The database already has a catalogue. Drop and recreate the PostgreSQL database (or its schema), then run the seed again.'
        : `The database ${sqliteFile} already has a catalogue. Run again with --reset to delete the file and seed from scratch.`,
    );
    process.exitCode = 1;
  } else if (!values.demo) {
    await seedReferenceData(db);
    console.log(
      `Seeded the reference data (categories, attributes, cities, delivery types, payment methods) into ${isPostgres ? 'PostgreSQL' : sqliteFile}`,
    );
  } else {
    const started = performance.now();
    const summary = await seedDemoCatalogue(db, { products });
    const seconds = (performance.now() - started) / 1000;
    console.table(summary);
    console.log(
      `Seeded ${summary.products} offers of ${summary.base_products} base products into ${isPostgres ? 'PostgreSQL' : sqliteFile} in ${seconds.toFixed(1)} s`,
    );
  }
} finally {
  await db.destroy();
}
