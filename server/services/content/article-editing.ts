import { kyivInstant, kyivWallTime } from '../../../src/domain/kyiv-time';
import { paths, type Lang } from '../../../src/domain/paths';
import type { ArticleInput, ArticleKind, EditedArticle, EditedBlock, Publication } from '../../contract/admin-content';
import type { Db } from '../../db/connection';
import { isKeyTaken, retryingTakenIds } from '../../db/constraint-violation';
import type { ArticleState } from '../../db/schema';
import { col } from '../catalog/lang-columns';
import { logOperatorAction } from '../operator/audit-log';
import { PUBLISHED } from './article-visibility';
import { blogArticle, storedBody } from './blog';
import { guideArticle, guidePath, guideSections } from './guide';
import type { Site } from './seo';

/** docs/product-rules.md#content: an article's address part, as the guide's addresses already read. */
export const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const SLUG_MAX = 100;
const TITLE_MAX = 200;
const EXCERPT_MAX = 500;

const LANGS = ['uk', 'ru'] as const;

/** Why a field is refused; the route says it in the operator's language. */
type ContentProblem =
  | { rule: 'required' | 'invalid' }
  | { rule: 'maxLength'; max: number }
  | { reason: 'slugTaken' | 'productUnknown' | 'scheduledPast' | 'guideBlock' };
export type ContentProblems = Record<string, ContentProblem[]>;

export type SaveOutcome =
  | { done: true; article: EditedArticle }
  | { done: false; problem: 'notFound' }
  | { done: false; problem: 'invalid'; fields: ContentProblems };

/** What the editor calls a stored state at an instant: a published article ahead of it is scheduled. */
function publicationOf(state: ArticleState, publishedAt: string, now: Date): { publication: Publication; status: EditedArticle['status'] } {
  if (state !== PUBLISHED) return { publication: { state: 'draft' }, status: 'draft' };
  if (publishedAt > now.toISOString())
    return { publication: { state: 'scheduled', at: kyivWallTime(new Date(publishedAt)) }, status: 'scheduled' };
  return { publication: { state: 'published' }, status: 'published' };
}

/** A guide article's stored text as blocks: its sections' headings and paragraphs. */
function guideBlocks(body: string): EditedBlock[] {
  return guideSections(body).flatMap((s): EditedBlock[] => [
    ...(s.heading ? [{ type: 'heading' as const, text: s.heading }] : []),
    ...s.paragraphs.map((p) => ({ type: 'paragraph' as const, content: [p] })),
  ]);
}

/**
 * Blocks as the guide stores its text (server/services/content/guide.ts): a heading is a `## ` line, blank lines
 * part paragraphs; so a heading keeps to one line and a paragraph holds no blank line, or it would read back as two.
 */
function guideText(blocks: readonly EditedBlock[]): string {
  return blocks
    .map((b) => {
      if (b.type === 'heading') return `## ${b.text.replace(/\s+/g, ' ').trim()}`;
      if (b.type === 'paragraph')
        return b.content
          .map((part) => (typeof part === 'string' ? part : part.text))
          .join('')
          .replace(/\n\s*\n/g, '\n')
          .trim();
      return '';
    })
    .filter(Boolean)
    .join('\n\n');
}

/** Blank parts and items are nothing the page would draw: left out, so what is saved is what is shown. */
function tidy(blocks: readonly EditedBlock[]): EditedBlock[] {
  return blocks.map((b): EditedBlock => {
    if (b.type === 'heading') return { type: 'heading', text: b.text.trim() };
    if (b.type === 'paragraph')
      return { type: 'paragraph', content: b.content.filter((part) => (typeof part === 'string' ? part !== '' : true)) };
    if (b.type === 'list') return { type: 'list', items: b.items.map((i) => i.trim()).filter(Boolean) };
    return { type: 'image', product_id: b.product_id, caption: b.caption.trim() };
  });
}

export async function readArticle(db: Db, kind: ArticleKind, id: number, now = new Date()): Promise<EditedArticle | null> {
  if (kind === 'blog') {
    const row = await db.selectFrom('blog_articles').where('id', '=', id).selectAll().executeTakeFirst();
    if (!row) return null;
    const tags = await db.selectFrom('blog_article_tags').where('article_id', '=', id).select('tag_id').orderBy('tag_id').execute();
    return {
      kind,
      id,
      slug: row.slug,
      title_uk: row.title_uk,
      title_ru: row.title_ru,
      excerpt_uk: row.excerpt_uk,
      excerpt_ru: row.excerpt_ru,
      category_id: row.category_id,
      tag_ids: tags.map((t) => t.tag_id),
      body_uk: storedBody(row.body_uk),
      body_ru: storedBody(row.body_ru),
      ...publicationOf(row.state, row.published_at, now),
      published_at: row.published_at,
      url: paths.blogArticle(row.category_id, row.id),
    };
  }
  const row = await db.selectFrom('guide_articles').where('id', '=', id).selectAll().executeTakeFirst();
  if (!row) return null;
  return {
    kind,
    id,
    slug: row.slug,
    title_uk: row.title_uk,
    title_ru: row.title_ru,
    excerpt_uk: '',
    excerpt_ru: '',
    category_id: null,
    tag_ids: [],
    body_uk: guideBlocks(row.body_uk),
    body_ru: guideBlocks(row.body_ru),
    ...publicationOf(row.state, row.published_at, now),
    published_at: row.published_at,
    url: guidePath(row.slug),
  };
}

const RANK: Record<EditedArticle['status'], number> = { draft: 0, scheduled: 1, published: 2 };

/**
 * Every article of both kinds for the back office's list: drafts first, then scheduled ones, the soonest first,
 * then published ones, the newest first. Titles in the operator's language.
 */
export async function articleList(db: Db, lang: Lang, now = new Date()) {
  const [blog, guide] = await Promise.all([
    db
      .selectFrom('blog_articles')
      .select(['id', 'category_id', 'slug', `${col('title', lang)} as title`, 'state', 'published_at', 'updated_at'])
      .execute(),
    db
      .selectFrom('guide_articles')
      .select(['id', 'slug', `${col('title', lang)} as title`, 'state', 'published_at', 'updated_at'])
      .execute(),
  ]);
  const rows = [
    ...blog.map((r) => ({ ...r, kind: 'blog' as const, url: paths.blogArticle(r.category_id, r.id) })),
    ...guide.map((r) => ({ ...r, kind: 'guide' as const, url: guidePath(r.slug) })),
  ].map((r) => ({ ...r, status: publicationOf(r.state, r.published_at, now).status }));
  rows.sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] ||
      (a.status === 'draft'
        ? b.updated_at.localeCompare(a.updated_at)
        : a.status === 'scheduled'
          ? a.published_at.localeCompare(b.published_at)
          : b.published_at.localeCompare(a.published_at)) ||
      b.id - a.id,
  );
  return rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, status: r.status, published_at: r.published_at, url: r.url }));
}

/** The blog's categories and tags, named in the operator's language, for the editor's choices. */
export async function contentOptions(db: Db, lang: Lang) {
  const [categories, tags] = await Promise.all([
    db
      .selectFrom('blog_categories')
      .select(['id', `${col('name', lang)} as name`])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('blog_tags')
      .select(['id', `${col('name', lang)} as name`])
      .orderBy('id')
      .execute(),
  ]);
  return { categories, tags };
}

const productIdsIn = (blocks: readonly EditedBlock[]) =>
  blocks.flatMap((b) =>
    b.type === 'image'
      ? [b.product_id]
      : b.type === 'paragraph'
        ? b.content.flatMap((part) => (typeof part === 'string' ? [] : [part.product_id]))
        : [],
  );

/** Every rule an article breaks, by field (`title_uk`, `slug`, `body_ru.2`, `publication.at`), all at once. */
async function problemsOf(db: Db, kind: ArticleKind, input: ArticleInput, id: number | null, now: Date): Promise<ContentProblems> {
  const fields: ContentProblems = {};
  const add = (field: string, problem: ContentProblem) => (fields[field] ??= []).push(problem);
  const publishing = input.publication.state !== 'draft';

  for (const lang of LANGS) {
    const title = input[`title_${lang}`].trim();
    if (title === '') add(`title_${lang}`, { rule: 'required' });
    else if (title.length > TITLE_MAX) add(`title_${lang}`, { rule: 'maxLength', max: TITLE_MAX });
    if (kind === 'blog' && (input[`excerpt_${lang}`] ?? '').trim().length > EXCERPT_MAX)
      add(`excerpt_${lang}`, { rule: 'maxLength', max: EXCERPT_MAX });
  }

  const slug = input.slug.trim();
  if (slug === '') add('slug', { rule: 'required' });
  else if (!SLUG.test(slug) || slug.length > SLUG_MAX) add('slug', { rule: 'invalid' });
  else {
    const table = kind === 'blog' ? 'blog_articles' : 'guide_articles';
    let taken = db.selectFrom(table).where('slug', '=', slug).select('id');
    if (id !== null) taken = taken.where('id', '!=', id);
    if (await taken.executeTakeFirst()) add('slug', { reason: 'slugTaken' });
  }

  if (kind === 'blog') {
    if (input.category_id === undefined) add('category_id', { rule: 'required' });
    else if (!(await db.selectFrom('blog_categories').where('id', '=', input.category_id).select('id').executeTakeFirst()))
      add('category_id', { rule: 'invalid' });
    const tagIds = [...new Set(input.tag_ids ?? [])];
    if (tagIds.length > 0) {
      const known = await db.selectFrom('blog_tags').where('id', 'in', tagIds).select('id').execute();
      if (known.length !== tagIds.length) add('tag_ids', { rule: 'invalid' });
    }
  }

  const linked = [...new Set([...productIdsIn(input.body_uk), ...productIdsIn(input.body_ru)])];
  const offers = linked.length ? await db.selectFrom('products').where('id', 'in', linked).select('id').execute() : [];
  const known = new Set(offers.map((o) => o.id));

  for (const lang of LANGS) {
    const body = input[`body_${lang}`];
    if (publishing && body.length === 0) add(`body_${lang}`, { rule: 'required' });
    body.forEach((block, i) => {
      const field = `body_${lang}.${i}`;
      if (kind === 'guide' && (block.type === 'list' || block.type === 'image')) return add(field, { reason: 'guideBlock' });
      if (block.type === 'heading' && block.text.trim() === '') add(field, { rule: 'required' });
      if (block.type === 'paragraph') {
        const parts = block.content.map((part) => (typeof part === 'string' ? { text: part } : part));
        if (kind === 'guide' && parts.some((p) => 'product_id' in p)) add(field, { reason: 'guideBlock' });
        if (parts.every((p) => p.text.trim() === '') || parts.some((p) => 'product_id' in p && p.text.trim() === ''))
          add(field, { rule: 'required' });
        const links = parts.flatMap((p) => ('product_id' in p ? [p.product_id] : []));
        if (links.includes(0)) add(field, { rule: 'required' });
        else if (links.some((offer) => !known.has(offer))) add(field, { reason: 'productUnknown' });
      }
      if (block.type === 'list' && block.items.every((item) => item.trim() === '')) add(field, { rule: 'required' });
      if (block.type === 'image') {
        if (block.caption.trim() === '' || block.product_id === 0) add(field, { rule: 'required' });
        else if (!known.has(block.product_id)) add(field, { reason: 'productUnknown' });
      }
    });
  }

  if (input.publication.state === 'scheduled') {
    const at = kyivInstant(input.publication.at);
    if (!at) add('publication.at', { rule: 'invalid' });
    else if (at <= now) add('publication.at', { reason: 'scheduledPast' });
  }
  return fields;
}

/**
 * The stored state of what the editor asks: a draft keeps its date; publishing now dates an article now, unless it
 * is public already (an edit does not move it to the top of the blog); a scheduled one waits for its Kyiv time and
 * is announced to the caches then (announceDueArticles).
 */
function placement(publication: Publication, before: EditedArticle | null, now: Date) {
  if (publication.state === 'draft')
    return { state: 'draft' as const, published_at: before?.published_at ?? now.toISOString(), went_live: 1 };
  if (publication.state === 'published')
    return { state: PUBLISHED, published_at: before?.status === 'published' ? before.published_at : now.toISOString(), went_live: 1 };
  return { state: PUBLISHED, published_at: kyivInstant(publication.at)!.toISOString(), went_live: 0 };
}

/** How the log names a change: a publication, a schedule, a return to drafts, or an edit. */
function actionOf(before: EditedArticle | null, after: EditedArticle): string {
  if (!before) return 'content.create';
  if (before.status === after.status) return 'content.update';
  return after.status === 'published' ? 'content.publish' : after.status === 'scheduled' ? 'content.schedule' : 'content.unpublish';
}

/** The article as the log keeps it: what the operator edits, without what follows from it. */
const logged = (a: EditedArticle | null) => {
  if (!a) return null;
  const { kind: _kind, id: _id, url: _url, ...fields } = a;
  return fields;
};

/**
 * Creates (`id` null) or changes an article and logs it, before and after, in one transaction. Nothing is written
 * when a rule is broken: the answer names every field that breaks one, so the editor keeps what was typed and marks them.
 */
export async function saveArticle(
  db: Db,
  operatorId: number,
  kind: ArticleKind,
  id: number | null,
  input: ArticleInput,
  now = new Date(),
): Promise<SaveOutcome> {
  try {
    return await retryingTakenIds(() =>
      db.transaction().execute(async (trx): Promise<SaveOutcome> => {
        const before = id === null ? null : await readArticle(trx, kind, id, now);
        if (id !== null && !before) return { done: false, problem: 'notFound' };
        const fields = await problemsOf(trx, kind, input, id, now);
        if (Object.keys(fields).length > 0) return { done: false, problem: 'invalid', fields };

        const texts = {
          slug: input.slug.trim(),
          title_uk: input.title_uk.trim(),
          title_ru: input.title_ru.trim(),
          ...placement(input.publication, before, now),
          updated_at: now.toISOString(),
        };
        const [bodyUk, bodyRu] = [tidy(input.body_uk), tidy(input.body_ru)];
        let articleId: number;
        if (kind === 'blog') {
          const row = {
            ...texts,
            category_id: input.category_id!,
            excerpt_uk: (input.excerpt_uk ?? '').trim(),
            excerpt_ru: (input.excerpt_ru ?? '').trim(),
            body_uk: JSON.stringify(bodyUk),
            body_ru: JSON.stringify(bodyRu),
          };
          if (id === null) {
            // Seeded articles carry their ids, so the next one is counted here on either engine.
            const { last } = await trx
              .selectFrom('blog_articles')
              .select((eb) => eb.fn.max<number | null>('id').as('last'))
              .executeTakeFirstOrThrow();
            articleId = Number(last ?? 0) + 1;
            await trx
              .insertInto('blog_articles')
              .values({ id: articleId, ...row })
              .execute();
          } else {
            articleId = id;
            await trx.updateTable('blog_articles').set(row).where('id', '=', id).execute();
            await trx.deleteFrom('blog_article_tags').where('article_id', '=', id).execute();
          }
          const tagIds = [...new Set(input.tag_ids ?? [])];
          if (tagIds.length > 0)
            await trx
              .insertInto('blog_article_tags')
              .values(tagIds.map((tag_id) => ({ article_id: articleId, tag_id })))
              .execute();
        } else {
          const row = { ...texts, body_uk: guideText(bodyUk), body_ru: guideText(bodyRu) };
          if (id === null) {
            const { last, sort } = await trx
              .selectFrom('guide_articles')
              .select((eb) => [eb.fn.max<number | null>('id').as('last'), eb.fn.max<number | null>('sort').as('sort')])
              .executeTakeFirstOrThrow();
            articleId = Number(last ?? 0) + 1;
            // A new guide article comes last in the guide's reading order.
            await trx
              .insertInto('guide_articles')
              .values({ id: articleId, sort: Number(sort ?? 0) + 1, ...row })
              .execute();
          } else {
            articleId = id;
            await trx.updateTable('guide_articles').set(row).where('id', '=', id).execute();
          }
        }
        const after = (await readArticle(trx, kind, articleId, now))!;
        await logOperatorAction(
          trx,
          operatorId,
          { action: actionOf(before, after), subject: `${kind}:${articleId}`, before: logged(before), after: logged(after) },
          now,
        );
        return { done: true, article: after };
      }),
    );
  } catch (error) {
    // Two editors taking one slug at the same moment: the unique index refuses the second.
    if (isKeyTaken(error)) return { done: false, problem: 'invalid', fields: { slug: [{ reason: 'slugTaken' }] } };
    throw error;
  }
}

/** A blog article's page as shoppers will see it, whatever its state: the very answer the public page draws. */
export async function previewBlogArticle(db: Db, lang: Lang, site: Site, id: number) {
  const row = await db.selectFrom('blog_articles').where('id', '=', id).select('category_id').executeTakeFirst();
  return row ? blogArticle(db, lang, site, row.category_id, id, { preview: true }) : null;
}

/** A guide article's page as shoppers will see it, whatever its state. */
export async function previewGuideArticle(db: Db, lang: Lang, site: Site, id: number) {
  const row = await db.selectFrom('guide_articles').where('id', '=', id).select('slug').executeTakeFirst();
  return row ? guideArticle(db, lang, site, row.slug, { preview: true }) : null;
}

/**
 * Marks the scheduled articles whose time has come as live. Shoppers' answers already show them (they read the
 * clock), but an answer the response cache kept before that minute would not: the write bumps the catalogue's
 * version (migration 0043), so every process drops such answers. Reads first, so an idle store writes nothing.
 */
export async function announceDueArticles(db: Db, now = new Date()): Promise<number> {
  let announced = 0;
  for (const table of ['blog_articles', 'guide_articles'] as const) {
    const due = await db
      .selectFrom(table)
      .where('state', '=', PUBLISHED)
      .where('went_live', '=', 0)
      .where('published_at', '<=', now.toISOString())
      .select('id')
      .execute();
    if (due.length === 0) continue;
    await db
      .updateTable(table)
      .set({ went_live: 1 })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .execute();
    announced += due.length;
  }
  return announced;
}
