import type { ArticleInput, ArticleKind, EditedArticle, EditedBlock } from '../../api/admin-content';

/** docs/product-rules.md#content: what the article editor holds while an admin writes, in both languages. */
export type TextLang = 'uk' | 'ru';
export const TEXT_LANGS: readonly TextLang[] = ['uk', 'ru'];

/** A block with a key of its own, so moving one keeps each field (and the cursor) with its block. */
export interface KeyedBlock {
  key: number;
  block: EditedBlock;
}

export type PublicationChoice = 'draft' | 'published' | 'scheduled';

export interface ArticleForm {
  slug: string;
  title: Record<TextLang, string>;
  excerpt: Record<TextLang, string>;
  /** '' until one is chosen */
  category_id: string;
  tag_ids: number[];
  body: Record<TextLang, KeyedBlock[]>;
  publication: PublicationChoice;
  /** Kyiv's wall clock, YYYY-MM-DDTHH:mm, for a scheduled article */
  at: string;
}

let lastKey = 0;
const keyed = (block: EditedBlock): KeyedBlock => ({ key: (lastKey += 1), block });

export const BLOCK_TYPES: Record<ArticleKind, EditedBlock['type'][]> = {
  blog: ['heading', 'paragraph', 'list', 'image'],
  // The guide keeps its text as headed sections of plain paragraphs.
  guide: ['heading', 'paragraph'],
};

export function newBlock(type: EditedBlock['type']): KeyedBlock {
  switch (type) {
    case 'heading':
      return keyed({ type, text: '' });
    case 'paragraph':
      return keyed({ type, content: [''] });
    case 'list':
      return keyed({ type, items: [''] });
    case 'image':
      // 0 stands for "not chosen yet": the field shows empty and the server names it.
      return keyed({ type, product_id: 0, caption: '' });
  }
}

export const emptyForm = (): ArticleForm => ({
  slug: '',
  title: { uk: '', ru: '' },
  excerpt: { uk: '', ru: '' },
  category_id: '',
  tag_ids: [],
  body: { uk: [], ru: [] },
  publication: 'draft',
  at: '',
});

export const formOf = (a: EditedArticle): ArticleForm => ({
  slug: a.slug,
  title: { uk: a.title_uk, ru: a.title_ru },
  excerpt: { uk: a.excerpt_uk, ru: a.excerpt_ru },
  category_id: a.category_id === null ? '' : String(a.category_id),
  tag_ids: a.tag_ids,
  body: { uk: a.body_uk.map(keyed), ru: a.body_ru.map(keyed) },
  publication: a.publication.state,
  at: a.publication.state === 'scheduled' ? a.publication.at : '',
});

/** What the API is sent: the form as it stands, so the server judges exactly what was typed. */
export function inputOf(form: ArticleForm, kind: ArticleKind): ArticleInput {
  const publication: ArticleInput['publication'] =
    form.publication === 'scheduled' ? { state: 'scheduled', at: form.at } : { state: form.publication };
  const common = {
    slug: form.slug,
    title_uk: form.title.uk,
    title_ru: form.title.ru,
    body_uk: form.body.uk.map((b) => b.block),
    body_ru: form.body.ru.map((b) => b.block),
    publication,
  };
  if (kind === 'guide') return common;
  return {
    ...common,
    excerpt_uk: form.excerpt.uk,
    excerpt_ru: form.excerpt.ru,
    ...(form.category_id !== '' && { category_id: Number(form.category_id) }),
    tag_ids: form.tag_ids,
  };
}

/** The blocks with the one at `index` moved `by` places (-1 up, 1 down); unchanged at either end. */
export function moved(blocks: readonly KeyedBlock[], index: number, by: -1 | 1): KeyedBlock[] {
  const to = index + by;
  if (to < 0 || to >= blocks.length) return [...blocks];
  const next = [...blocks];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export const removed = (blocks: readonly KeyedBlock[], index: number) => blocks.filter((_, i) => i !== index);

/**
 * The server's texts for a field, as one line; `within`: and everything under it (`body_uk.2` takes `body_uk.2.text`).
 */
export function errorAt(errors: Record<string, string[]>, field: string, within = false): string | undefined {
  const texts = Object.entries(errors).flatMap(([key, list]) => (key === field || (within && key.startsWith(`${field}.`)) ? list : []));
  return texts.length > 0 ? [...new Set(texts)].join(' · ') : undefined;
}
