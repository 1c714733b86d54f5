import type { PageParams } from '../domain/paths';
import { catalogueRedirect } from '../features/catalog/api';

/** A guard answers a path to redirect to, or null to let the page render. */
export type Guard = (params: PageParams, search: string) => Promise<string | null>;

/** Named route guards of SPEC section 2; `auth` joins with the cabinet (issue 5). */
const registry: Record<string, Guard> = {
  'catalogue-redirect': (params, search) => catalogueRedirect(params, search),
};

export function guardNamed(name: string): Guard {
  const guard = registry[name];
  if (!guard) throw new Error(`Unknown route guard: ${name}`);
  return guard;
}
