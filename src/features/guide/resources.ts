import { fetchGuideArticle, type GuideArticleData } from '../../api/guide';
import type { Lang, PageParams } from '../../domain/paths';
import type { ResourceDef } from '../../lib/resource';

export const guideArticleResource = (lang: Lang, slug: string): ResourceDef<GuideArticleData> => ({
  key: `guide:${lang}:${slug}`,
  load: () => fetchGuideArticle(slug),
});

export const guidePageResources = (lang: Lang, params: PageParams) => [guideArticleResource(lang, params.slug ?? '')];
