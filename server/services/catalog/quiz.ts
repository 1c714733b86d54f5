import { EMPTY_QUERY } from '../../../src/domain/catalog-query';
import type { Lang } from '../../../src/domain/paths';
import type { Static } from 'typebox';
import type { QuizResult } from '../../contract/catalog';
import type { Db } from '../../db/connection';
import { loadCategories, subtreeIds } from './categories';
import {
  characteristicFacets,
  countListing,
  listingCards,
  NOTHING_SELECTED,
  readSelection,
  type Characteristic,
  type ListingScope,
} from './listing';

const QUIZ_RESULTS = 12;
const QUIZ_QUESTIONS = 4;
/** a question with more answers than this is a form, not a quiz */
const MAX_ANSWERS = 6;

/**
 * The quiz's questions: the characteristics of the whole category that most of its products have,
 * each with a few answers. `characteristics` are the unfiltered facets when the caller has them.
 */
export async function quizAttributes(db: Db, lang: Lang, scope: ListingScope, characteristics?: Characteristic[]) {
  const all = characteristics ?? (await characteristicFacets(db, lang, scope, NOTHING_SELECTED));
  const coverage = (c: Characteristic) => c.values.reduce((sum, v) => sum + v.count, 0);
  return all
    .map((c) => ({ ...c, values: c.values.filter((v) => v.count > 0) }))
    .filter((c) => c.values.length >= 2 && c.values.length <= MAX_ANSWERS)
    .sort((a, b) => coverage(b) - coverage(a) || a.id - b.id)
    .slice(0, QUIZ_QUESTIONS)
    .map(({ id, name, values }) => ({ id, name, values: values.map((v) => ({ id: v.id, value: v.value })) }));
}

/** Products of the category (and below) that fit the answers, best first. null for an unknown category. */
export async function quizResult(db: Db, lang: Lang, categoryId: number, valueIds: number[]): Promise<Static<typeof QuizResult> | null> {
  const categories = await loadCategories(db, lang);
  if (!categories.some((c) => c.id === categoryId)) return null;
  const scope = { categoryIds: subtreeIds(categories, categoryId) };
  const selection = await readSelection(db, lang, { ...EMPTY_QUERY, values: valueIds });
  const [data, { total }] = await Promise.all([
    listingCards(db, lang, scope, selection, 'popular', QUIZ_RESULTS),
    countListing(db, scope, selection),
  ]);
  return { data, total };
}
