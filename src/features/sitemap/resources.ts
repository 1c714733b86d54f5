import { fetchHtmlSitemap, type HtmlSitemapData } from '../../api/store-pages';
import type { Lang, PageParams } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const htmlSitemapResource = (lang: Lang, page: number): ResourceDef<HtmlSitemapData> => ({
  key: `html-sitemap:${lang}:${page}`,
  load: () => fetchHtmlSitemap(page),
});

export const htmlSitemapPageResources = (lang: Lang, params: PageParams) => [htmlSitemapResource(lang, Number(params.id))];
