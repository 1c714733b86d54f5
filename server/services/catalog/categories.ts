import type { Lang } from '../../../src/domain/paths';
import { paths } from '../../../src/domain/paths';
import type { Crumb } from '../../contract/common';
import type { Menu } from '../../contract/catalog';
import type { Db } from '../../db/connection';
import { col } from './lang-columns';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
}

/**
 * The whole tree is a few dozen rows: one query, then the shape is built in memory. Shoppers' reads get the listed
 * categories only (a hidden one and everything below it leave the menu, listings and sitemaps); `withHidden` is for
 * the screens that name a category whatever shoppers see of it (the back office, a seller's own proposals).
 */
export async function loadCategories(db: Db, lang: Lang, { withHidden = false } = {}): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .$if(!withHidden, (q) => q.where('listed', '=', 1))
    .select(['id', 'parent_id', `${col('name', lang)} as name`])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Three levels, as the menu shows them. */
export function categoryMenu(rows: CategoryRow[]): Menu {
  const link = (r: CategoryRow) => ({ id: r.id, name: r.name, url: paths.category(r.id) });
  const childrenOf = (id: number) => rows.filter((r) => r.parent_id === id);
  return rows
    .filter((r) => r.parent_id === null)
    .map((root) => ({
      ...link(root),
      children: childrenOf(root.id).map((branch) => ({ ...link(branch), children: childrenOf(branch.id).map(link) })),
    }));
}

/** Root first, the category itself last. */
export function ancestry(rows: CategoryRow[], categoryId: number): CategoryRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: CategoryRow[] = [];
  for (let c = byId.get(categoryId); c; c = c.parent_id === null ? undefined : byId.get(c.parent_id)) chain.unshift(c);
  return chain;
}

/** Ids of a category and everything below it: a parent category lists its children's products. */
export function subtreeIds(rows: CategoryRow[], categoryId: number): number[] {
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parent_id === ids[i]) ids.push(r.id);
  return ids;
}

export function categoryCrumbs(rows: CategoryRow[], categoryId: number): Crumb[] {
  return ancestry(rows, categoryId).map((c) => ({ title: c.name, url: paths.category(c.id) }));
}
