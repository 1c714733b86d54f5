import { fetchPromotions, type PromotionListData } from '../../api/promotions';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

/** The list's page from its address: `?page=` (docs/product-rules.md#promotions); anything else is page 1. */
export function promotionsListPage(search: string): number {
  const asked = new URLSearchParams(search).get('page');
  return asked && /^[1-9]\d*$/.test(asked) ? Number(asked) : 1;
}

export const promotionsResource = (lang: Lang, page: number): ResourceDef<PromotionListData> => ({
  key: `promotions:${lang}:${page}`,
  load: () => fetchPromotions(page),
});

export const promotionsPageResources = (lang: Lang, _params: unknown, search: string) => [
  promotionsResource(lang, promotionsListPage(search)),
];
