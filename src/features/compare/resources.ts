import { fetchCompareTable, type CompareTable } from '../../api/compare';
import type { Lang, PageParams } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

/**
 * The category of a compare table, as any visitor's table names it: the page's head and its status (a category the
 * catalogue lacks is a 404) come from it. The shopper's own table is read apart, with their compare session.
 */
const compareCategoryResource = (lang: Lang, categoryId: number): ResourceDef<CompareTable> => ({
  key: `compare-category:${lang}:${categoryId}`,
  load: () => fetchCompareTable(categoryId, null),
});

export const compareCategoryPageResources = (lang: Lang, params: PageParams) => [compareCategoryResource(lang, Number(params.id))];
