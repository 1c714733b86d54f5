/**
 * npm run admin:create -- --phone +380501234567 [--role admin|moderator] [--name NAME] [--password PASSWORD]
 * Creates an operator user of the back office (docs/product-rules.md#back-office), or gives a removed operator of the
 * phone their account back (with their former role unless --role says otherwise). Without --password it prints a
 * one-time sign-in link instead. Works on the database named by DATABASE_URL (default data/store.db), migrated first.
 */
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createOperatorUser, newOperatorProblem, restoreOperatorUser, type OperatorRole } from './services/operator/operator-users';
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
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

const values = readArgs();
const problem = newOperatorProblem({ phone: values.phone ?? '', role: values.role ?? 'admin', password: values.password });
if (problem) fail(problem);

const db = await openDatabase(process.env.DATABASE_URL || undefined);
try {
  await migrateToLatest(db);
  const asked = { phone: values.phone!, role: values.role as OperatorRole | undefined, name: values.name, password: values.password };
  const enlist = async () => {
    const restored = await restoreOperatorUser(db, asked);
    if (restored) return { ...restored, done: 'Restored the removed' };
    const role = asked.role ?? 'admin';
    return { id: await createOperatorUser(db, { ...asked, role, name: asked.name ?? '' }), role, done: 'Created' };
  };
  const { id, role, done } = await enlist().catch((error: unknown) => fail(`Could not create the operator: ${(error as Error).message}`));
  if (values.password !== undefined) console.log(`${done} ${role} ${id}; sign in at /admin with the phone and the password.`);
  else {
    const token = await createSignInLink(db, 'operator', id);
    const { publicUrl } = readConfig(process.env);
    console.log(
      `${done} ${role} ${id}. Its one-time sign-in link, working once within ${SIGN_IN_LINK_HOURS} hours:\n${publicUrl}/admin?link=${token}`,
    );
  }
} finally {
  await db.destroy();
}
