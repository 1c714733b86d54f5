import { paths } from '../../src/domain/paths';
import { errorResponses } from '../contract/common';
import { Menu } from '../contract/catalog';
import { FooterMenu } from '../contract/home';
import { requestLang } from '../http/lang';
import { footerText } from '../i18n/texts';
import { categoryMenu, loadCategories } from '../services/catalog/categories';
import { guideIndex } from '../services/content/guide';
import type { RoutePlugin } from './context';

export const menuRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/api/menu',
    {
      config: { cache: 'public' },
      schema: { tags: ['menu'], summary: 'Catalogue menu: the category tree, three levels', response: { 200: Menu, ...errorResponses } },
    },
    async (req) => {
      return { data: categoryMenu(await loadCategories(db, requestLang(req))) };
    },
  );

  app.get(
    '/api/menu/footer',
    {
      config: { cache: 'public' },
      schema: { tags: ['menu'], summary: 'Footer menu and store contacts', response: { 200: FooterMenu, ...errorResponses } },
    },
    async (req) => {
      const lang = requestLang(req);
      const [categories, guide] = await Promise.all([loadCategories(db, lang), guideIndex(db, lang)]);
      const roots = categories.filter((c) => c.parent_id === null);
      return {
        data: {
          groups: [
            { title: footerText(lang, 'catalog'), links: roots.map((c) => ({ title: c.name, url: paths.category(c.id) })) },
            {
              title: footerText(lang, 'forShoppers'),
              links: [
                { title: footerText(lang, 'promotions'), url: paths.promotions() },
                { title: footerText(lang, 'blog'), url: paths.blog() },
                { title: footerText(lang, 'contact'), url: paths.contact() },
                { title: footerText(lang, 'cooperation'), url: paths.cooperation() },
                { title: footerText(lang, 'sitemap'), url: paths.htmlSitemap() },
              ],
            },
            { title: footerText(lang, 'guide'), links: guide.map((a) => ({ title: a.title, url: a.url })) },
          ],
          contacts: { phone: config.storePhone, email: config.storeEmail, schedule: footerText(lang, 'schedule') },
        },
      };
    },
  );
};
