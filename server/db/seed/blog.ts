import type { Insertable } from 'kysely';
import type { StoredBody } from '../../contract/blog';
import type { BaseProductTable, BlogArticleTable, BlogArticleTagTable, BlogCategoryTable, BlogTagTable, ProductTable } from '../schema';
import {
  ARTICLES,
  BLOG_CATEGORIES,
  BLOG_TAGS,
  CATEGORY_PARAGRAPHS,
  GOODS_SECTION,
  SHOP_SECTIONS,
  TIPS_HEADINGS,
  type ArticleDef,
} from './blog-articles';
import type { Catalogue } from './catalogue-tree';
import { daysAgo, type Random } from './random';
import type { LangIndex } from './text';

interface Goods {
  offerId: number;
  title: readonly [string, string];
}

/** Offers in stock under a catalogue section, one per base product, in id order. */
function goodsUnder(
  catalogue: Catalogue,
  bases: readonly Insertable<BaseProductTable>[],
  offers: readonly Insertable<ProductTable>[],
  sectionName: string,
): Goods[] {
  const root = catalogue.idByName.get(sectionName);
  const inSection = new Set<number>();
  for (const row of catalogue.rows) {
    // Rows come depth first, so a parent is always seen before its children.
    if (row.id === root || (row.parent_id != null && inSection.has(row.parent_id))) inSection.add(row.id);
  }
  const titles = new Map(bases.filter((b) => inSection.has(b.category_id)).map((b) => [b.id!, [b.title_uk, b.title_ru] as const]));
  const seen = new Set<number>();
  return offers.flatMap((o) => {
    const title = titles.get(o.base_product_id);
    if (!title || seen.has(o.base_product_id) || !(Number(o.stock) > 0)) return [];
    seen.add(o.base_product_id);
    return [{ offerId: o.id!, title }];
  });
}

/**
 * An article as blocks (docs/decisions/0033-blog-content.md): its own two paragraphs, the category's tips as a
 * list, then the goods it speaks of, linked in a sentence and the first one pictured. A catalogue too small to
 * have such goods gets no goods section.
 */
function articleBody(a: ArticleDef, tips: readonly (readonly [string, string])[], goods: Goods[], lang: LangIndex): StoredBody {
  const body: StoredBody = [
    { type: 'paragraph', content: [a.paragraphs[0][lang]] },
    { type: 'paragraph', content: [a.paragraphs[1][lang]] },
    { type: 'heading', text: TIPS_HEADINGS[a.category][lang] },
    { type: 'list', items: tips.map((t) => t[lang]) },
  ];
  const [first, second, third] = goods;
  if (!first || !second || !third) return body;
  const link = (g: Goods) => ({ text: g.title[lang], product_id: g.offerId });
  const [before, afterFirst, between, after] = GOODS_SECTION.sentence[lang];
  return [
    ...body,
    { type: 'heading', text: GOODS_SECTION.heading[lang] },
    { type: 'paragraph', content: [before, link(first), afterFirst, link(second), between, link(third), after] },
    { type: 'image', product_id: first.offerId, caption: first.title[lang] },
  ];
}

export function buildBlog(
  random: Random,
  catalogue: Catalogue,
  bases: readonly Insertable<BaseProductTable>[],
  offers: readonly Insertable<ProductTable>[],
) {
  const categories = BLOG_CATEGORIES.map((c, i): Insertable<BlogCategoryTable> => ({
    id: i + 1,
    slug: c.slug,
    name_uk: c.name[0],
    name_ru: c.name[1],
    sort: (i + 1) * 10,
  }));
  const tags = BLOG_TAGS.map((t, i): Insertable<BlogTagTable> => ({ id: i + 1, slug: t.slug, name_uk: t.name[0], name_ru: t.name[1] }));
  const tagId = new Map(BLOG_TAGS.map((t, i) => [t.slug as string, i + 1]));
  const categoryId = new Map(BLOG_CATEGORIES.map((c, i) => [c.slug as string, i + 1]));
  const goodsBySection = new Map(Object.values(SHOP_SECTIONS).map((name) => [name, goodsUnder(catalogue, bases, offers, name)]));
  // One article every 9-20 days going back from October 2026; ids follow publication order.
  let age = 3;
  const dated = ARTICLES.map((a) => ({ a, published_at: daysAgo((age += random.int(9, 20)) + random.float()) })).reverse();
  const articles = dated.map(({ a, published_at }, i): Insertable<BlogArticleTable> => {
    const tips = random.sample(CATEGORY_PARAGRAPHS[a.category], random.int(2, 3));
    const goods = random.sample(goodsBySection.get(SHOP_SECTIONS[a.category]) ?? [], 3);
    return {
      id: i + 1,
      category_id: categoryId.get(a.category) ?? 1,
      slug: a.slug,
      title_uk: a.title[0],
      title_ru: a.title[1],
      excerpt_uk: a.excerpt[0],
      excerpt_ru: a.excerpt[1],
      body_uk: JSON.stringify(articleBody(a, tips, goods, 0)),
      body_ru: JSON.stringify(articleBody(a, tips, goods, 1)),
      published_at,
    };
  });
  const articleTags = dated.flatMap(({ a }, i): Insertable<BlogArticleTagTable>[] =>
    a.tags.slice(0, 3).map((slug) => ({ article_id: i + 1, tag_id: tagId.get(slug) ?? 1 })),
  );
  return { categories, tags, articles, articleTags };
}
