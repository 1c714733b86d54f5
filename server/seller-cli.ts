/**
 * npm run seller:create -- --name "Конопляна Лавка" --phone +380501234567 [--email shop@example.com]
 * npm run seller:rotate-key -- --seller 3
 * Creates a seller with its first API key, or replaces a seller's keys; the key is printed once and only its hash is
 * kept. Works on the database named by DATABASE_URL (default data/store.db), migrated first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createSeller, newSellerProblem, rotateSellerKey } from './services/seller-accounts';

const USAGE = `Usage: npm run seller:create -- --name NAME --phone +380XXXXXXXXX [--email ADDRESS]
       npm run seller:rotate-key -- --seller ID`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, phone: { type: 'string' }, email: { type: 'string' }, seller: { type: 'string' } } });
  } catch (error) {
    return fail((error as Error).message);
  }
}

const { positionals, values } = readArgs();
const command = positionals[0];
if (command !== 'create' && command !== 'rotate-key') fail(`Unknown command "${command ?? ''}"`);
const sellerId = Number(values.seller);
if (command === 'create') {
  const problem = newSellerProblem({ name: values.name ?? '', phone: values.phone ?? '' });
  if (problem) fail(problem);
} else if (!Number.isInteger(sellerId) || sellerId < 1) fail('Name the seller by its id (--seller 3)');

const db = await openDatabase(process.env.DATABASE_URL || undefined);
try {
  await migrateToLatest(db);
  if (command === 'create') {
    const { id, key } = await createSeller(db, { name: values.name!, phone: values.phone!, ...(values.email !== undefined && { email: values.email }) });
    console.log(`Created seller ${id} "${values.name!.trim()}". Its API key, shown only now (the store keeps its hash):\n${key}`);
  } else {
    const key = await rotateSellerKey(db, sellerId);
    if (key === null) {
      console.error(`There is no seller ${sellerId}`);
      process.exitCode = 1;
    } else console.log(`Seller ${sellerId} has a new API key; the old ones no longer work. Shown only now:\n${key}`);
  }
} finally {
  await db.destroy();
}
