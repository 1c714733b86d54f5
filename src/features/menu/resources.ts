import { fetchFooter, fetchMenu } from '../../api/menu';
import type { Lang } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const menuResource = (lang: Lang): ResourceDef<Awaited<ReturnType<typeof fetchMenu>>> => ({ key: `menu:${lang}`, load: fetchMenu });
export const footerResource = (lang: Lang): ResourceDef<Awaited<ReturnType<typeof fetchFooter>>> => ({
  key: `footer:${lang}`,
  load: fetchFooter,
});

/** What the store's header and footer show on every page with the default layout. */
export const layoutResources = (lang: Lang) => [menuResource(lang), footerResource(lang)];
