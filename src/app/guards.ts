import { paths, splitLang, type PageParams } from '../domain/paths';
import { catalogueRedirect } from '../features/catalog/api';
import { loadCustomer } from '../stores/customer';

/** A guard answers a path to redirect to, or null to let the page render. */
export type Guard = (params: PageParams, search: string) => Promise<string | null>;

/** A guest goes to login, which brings them back here once signed in. */
const auth: Guard = async (_params, search) => {
  if (await loadCustomer()) return null;
  const query = search.replace(/^\?/, '');
  return paths.login(splitLang(location.pathname).path + (query ? `?${query}` : ''));
};

/** Named route guards of SPEC section 2. */
const registry: Record<string, Guard> = {
  'catalogue-redirect': (params, search) => catalogueRedirect(params, search),
  auth,
};

export function guardNamed(name: string): Guard {
  const guard = registry[name];
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard;
}
