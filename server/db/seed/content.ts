import type { Insertable } from 'kysely';
import type { BlogArticleTable, BlogArticleTagTable, BlogCategoryTable, BlogTagTable, GuideArticleTable, MediaSliderItemTable } from '../schema';
import { ARTICLES, BLOG_CATEGORIES, BLOG_TAGS, CATEGORY_PARAGRAPHS } from './blog-articles';
import type { Catalogue } from './catalogue-tree';
import { GUIDE_ARTICLES, guideBody } from './guide-articles';
import { daysAgo, type Random } from './random';
import type { Bi } from './text';

const paragraphs = (list: readonly Bi[], lang: 0 | 1) => list.map((p) => p[lang]).join('\n\n');

export function buildBlog(random: Random) {
  const categories = BLOG_CATEGORIES.map((c, i): Insertable<BlogCategoryTable> => ({ id: i + 1, slug: c.slug, name_uk: c.name[0], name_ru: c.name[1], sort: (i + 1) * 10 }));
  const tags = BLOG_TAGS.map((t, i): Insertable<BlogTagTable> => ({ id: i + 1, slug: t.slug, name_uk: t.name[0], name_ru: t.name[1] }));
  const tagId = new Map(BLOG_TAGS.map((t, i) => [t.slug as string, i + 1]));
  const categoryId = new Map(BLOG_CATEGORIES.map((c, i) => [c.slug as string, i + 1]));
  // One article every 9-20 days going back from October 2026; ids follow publication order.
  let age = 3;
  const dated = ARTICLES.map((a) => ({ a, published_at: daysAgo((age += random.int(9, 20)) + random.float()) })).reverse();
  const articles = dated.map(({ a, published_at }, i): Insertable<BlogArticleTable> => {
    const body = [...a.paragraphs, ...random.sample(CATEGORY_PARAGRAPHS[a.category], random.int(1, 3))];
    return {
      id: i + 1,
      category_id: categoryId.get(a.category) ?? 1,
      slug: a.slug,
      title_uk: a.title[0],
      title_ru: a.title[1],
      excerpt_uk: a.excerpt[0],
      excerpt_ru: a.excerpt[1],
      body_uk: paragraphs(body, 0),
      body_ru: paragraphs(body, 1),
      published_at,
    };
  });
  const articleTags = dated.flatMap(({ a }, i): Insertable<BlogArticleTagTable>[] =>
    a.tags.slice(0, 3).map((slug) => ({ article_id: i + 1, tag_id: tagId.get(slug) ?? 1 })),
  );
  return { categories, tags, articles, articleTags };
}

export function buildGuide(): Insertable<GuideArticleTable>[] {
  return GUIDE_ARTICLES.map((g, i) => ({
    id: i + 1,
    slug: g.slug,
    title_uk: g.title[0],
    title_ru: g.title[1],
    body_uk: guideBody(g, 0),
    body_ru: guideBody(g, 1),
    sort: (i + 1) * 10,
  }));
}

export function buildSliders(catalogue: Catalogue): Insertable<MediaSliderItemTable>[] {
  const category = (nameUk: string) => {
    const id = catalogue.idByName.get(nameUk);
    if (id === undefined) throw new Error(`no category ${nameUk}`);
    return `/catalog/c${id}`;
  };
  const items: [MediaSliderItemTable['place'], Bi, Bi, string][] = [
    ['tabs', ['CBD-олії', 'CBD-масла'], ['Повний і широкий спектр, ізолят', 'Полный и широкий спектр, изолят'], category('CBD-олії')],
    ['tabs', ['Для собак і котів', 'Для собак и кошек'], ['Корм, ласощі та догляд', 'Корм, лакомства и уход'], category('Товари для тварин')],
    ['tabs', ['Конопляна їжа', 'Конопляная еда'], ['Насіння, олія, протеїн', 'Семена, масло, протеин'], category('Конопляна їжа')],
    ['tabs', ['Косметика', 'Косметика'], ['Догляд з конопляною олією', 'Уход с конопляным маслом'], category('Конопляна косметика')],
    ['banner', ['Знижка 10% на першу покупку', 'Скидка 10% на первую покупку'], ['Промокод HEMP10 діє до кінця 2027 року', 'Промокод HEMP10 действует до конца 2027 года'], category('Олії повного спектра')],
    ['banner', ['Спокійна осінь для улюбленців', 'Спокойная осень для питомцев'], ['CBD для собак і котів зі знижкою до 15%', 'CBD для собак и кошек со скидкой до 15%'], category('CBD-засоби для собак')],
    ['banner', ['Блог про коноплі без міфів', 'Блог о конопле без мифов'], ['Рецепти, поради та огляди законодавства', 'Рецепты, советы и обзоры законодательства'], '/blog'],
    ['mini_banner', ['Насіння для сніданку', 'Семена для завтрака'], ['Від 99 ₴', 'От 99 ₴'], category('Насіння очищене')],
    ['mini_banner', ['Популярні бренди', 'Популярные бренды'], ['Green Meadow, Nordic Leaf та інші', 'Green Meadow, Nordic Leaf и другие'], '/brand'],
    ['mini_banner', ['Як обрати CBD-олію', 'Как выбрать CBD-масло'], ['Коротко в гіді покупця', 'Коротко в гиде покупателя'], '/gid-pokupatelya/yak-obraty-cbd-oliiu'],
  ];
  return items.map(([place, title, subtitle, url], i) => ({
    id: i + 1,
    place,
    title_uk: title[0],
    title_ru: title[1],
    subtitle_uk: subtitle[0],
    subtitle_ru: subtitle[1],
    url,
    sort: (i + 1) * 10,
  }));
}
