/**
 * npm run admin:create -- --phone +380501234567 [--role admin|moderator] [--name NAME] [--password PASSWORD]
 * Creates an operator user of the back office (docs/product-rules.md#back-office). Without --password it prints a
 * one-time sign-in link instead. Works on the database named by DATABASE_URL (default data/store.db), migrated first.
 */
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createOperatorUser, newOperatorProblem, type OperatorRole } from './services/operator/operator-users';
import { createSignInLink, SIGN_IN_LINK_HOURS } from './services/auth/sign-in-links';

const USAGE = 'Usage: npm run admin:create -- --phone +380XXXXXXXXX [--role admin|moderator] [--name NAME] [--password PASSWORD]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        phone: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

const values = readArgs();
const problem = newOperatorProblem({ phone: values.phone ?? '', role: values.role, password: values.password });
if (problem) fail(problem);

const db = await openDatabase(process.env.DATABASE_URL || undefined);
try {
  await migrateToLatest(db);
  const user = { phone: values.phone!, role: values.role as OperatorRole, name: values.name ?? '', password: values.password };
  const id = await createOperatorUser(db, user).catch((error: unknown) =>
    fail(`Could not create the operator: ${(error as Error).message}`),
  );
  if (values.password !== undefined) console.log(`Created ${values.role} ${id}; sign in at /admin with the phone and the password.`);
  else {
    const token = await createSignInLink(db, 'operator', id);
    const { publicUrl } = readConfig(process.env);
    console.log(
      `Created ${values.role} ${id}. Its one-time sign-in link, working once within ${SIGN_IN_LINK_HOURS} hours:\n${publicUrl}/admin?link=${token}`,
    );
  }
} finally {
  await db.destroy();
}
