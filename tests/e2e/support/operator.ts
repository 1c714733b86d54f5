import { execFileSync } from 'node:child_process';
import { e2eDatabasePath, newPhone } from './customer';

/**
 * An operator made with the store's own command, as an owner makes one (no password), and the page its one-time
 * sign-in link opens, under the language's prefix. Without a role the command makes what it makes by default.
 */
export function operatorLink(role?: 'admin' | 'moderator', prefix = ''): string {
  const printed = execFileSync('npx', ['tsx', 'server/admin-cli.ts', '--phone', `+${newPhone('50')}`, ...(role ? ['--role', role] : [])], {
    env: { ...process.env, DATABASE_URL: e2eDatabasePath },
    encoding: 'utf8',
  });
  const link = new URL(/(\S+\/admin\?link=\S+)/.exec(printed)![1]!);
  return prefix + link.pathname + link.search;
}
