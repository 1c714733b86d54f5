import { fetchProductPage } from '../../api/product';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const productResource = (lang: Lang, id: number): ResourceDef<Awaited<ReturnType<typeof fetchProductPage>>> => ({
  key: `product:${lang}:${id}`,
  load: () => fetchProductPage(id),
});
