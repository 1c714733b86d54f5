/**
 * npm run seller:create -- --name "Конопляна Лавка" --phone +380501234567 [--email shop@example.com] [--owner NAME] [--lang uk|ru]
 * npm run seller:rotate-key -- --seller 3
 * Creates a seller with its owner seller user (the seller's phone) and its first API key, as the back office's accept
 * does, and prints the owner's one-time sign-in link to the workspace and the key; or replaces a seller's keys. Each
 * secret is printed once and only its hash is kept. Works on the database named by DATABASE_URL (default
 * data/store.db), migrated first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import type { Lang } from '../src/domain/paths';
import { readConfig } from './config';
import { addSellerWithOwner, sellerSignInLink } from './services/operator/onboarding';
import { newSellerProblem, rotateSellerKey } from './services/seller/seller-accounts';
import { SIGN_IN_LINK_HOURS } from './services/auth/sign-in-links';

const USAGE = `Usage: npm run seller:create -- --name NAME --phone +380XXXXXXXXX [--email ADDRESS] [--owner NAME] [--lang uk|ru]
       npm run seller:rotate-key -- --seller ID`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        phone: { type: 'string' },
        email: { type: 'string' },
        owner: { type: 'string', default: '' },
        lang: { type: 'string', default: 'uk' },
        seller: { type: 'string' },
      },
    });
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
  if (values.lang !== 'uk' && values.lang !== 'ru') fail(`--lang is uk or ru, not "${values.lang}"`);
} else if (!Number.isInteger(sellerId) || sellerId < 1) fail('Name the seller by its id (--seller 3)');

const db = await openDatabase(process.env.DATABASE_URL || undefined);
try {
  await migrateToLatest(db);
  if (command === 'create') {
    const seller = {
      name: values.name!,
      phone: values.phone!,
      ownerName: values.owner,
      ...(values.email !== undefined && { email: values.email }),
    };
    const made = await db.transaction().execute((trx) => addSellerWithOwner(trx, seller));
    if (!made) fail(`The phone ${values.phone!} already belongs to a seller user`);
    const link = sellerSignInLink(readConfig(process.env).publicUrl, values.lang as Lang, made.token);
    console.log(`Created seller ${made.sellerId} "${values.name!.trim()}" and its owner (seller user ${made.ownerId}), shown only now (the store keeps hashes):
The owner's one-time sign-in link to the workspace, working once within ${SIGN_IN_LINK_HOURS} hours:
${link}
The seller's API key:
${made.key}`);
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
