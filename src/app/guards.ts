import { catalogueRedirect } from '../features/catalog/resources';
import { paths, splitLang, type PageParams } from '../domain/paths';
import { loadCustomer } from '../stores/customer';
import { lang } from '../stores/session';

/** A guard answers a path to redirect to, or null to let the page render. */
type Guard = (params: PageParams, search: string) => Promise<string | null>;

/** A guest goes to login, which brings them back here once signed in. */
const auth: Guard = async (_params, search) => {
  if (await loadCustomer()) return null;
  const query = search.replace(/^\?/, '');
  return paths.login(splitLang(location.pathname).path + (query ? `?${query}` : ''));
};

/** The named route guards (docs/product-rules.md#routes-and-screens): routes name them, so a typo does not compile. */
const registry = {
  'catalogue-redirect': (params, search) => catalogueRedirect(lang.peek(), params, search),
  auth,
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof registry;

/** Guards the server applies before it renders a page (a moved listing answers 301), so a hydrating page skips them. */
export const SERVER_CHECKED_GUARDS: ReadonlySet<GuardName> = new Set(['catalogue-redirect']);

/** Names also come from outside the type system (tests, a future route table in data): an unknown one is an error. */
export function guardNamed(name: string): Guard {
  if (!Object.hasOwn(registry, name)) throw new Error(`Unknown route guard: ${name}`);
  return registry[name as GuardName];
}
