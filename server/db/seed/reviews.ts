import type { Insertable } from 'kysely';
import type { ReviewTable } from '../schema';
import type { BaseProduct } from './products';
import { ageInDays, daysAgo, type Random } from './random';
import { ADVANTAGES, DISADVANTAGES, FIRST_NAMES, INITIALS, NONE, REVIEW_TEXTS, type Mood } from './review-texts';
import type { LangIndex } from './text';

export interface ReviewSummary {
  rating_x10: number;
  reviews_count: number;
  popularity: number;
}

function moodOf(rating: number): Mood {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
}

/** Mostly 4 and 5 stars, as on real shops. */
const RATING_WEIGHTS = [5, 4, 9, 27, 55];

/**
 * Reviews of each base product (0-25, about 4 on average, many with none) and the numbers the
 * product row shows: average rating x10 (rounded) and count, plus a popularity that grows with them.
 */
export function buildReviews(
  random: Random,
  bases: readonly BaseProduct[],
): { rows: Insertable<ReviewTable>[]; summaries: ReviewSummary[] } {
  const rows: Insertable<ReviewTable>[] = [];
  const summaries = bases.map((base): ReviewSummary => {
    const count = random.chance(0.38) ? 0 : Math.floor(1 + 24.99 * random.float() ** 3);
    const topic = base.pool;
    const age = ageInDays(base.createdAt);
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const rating = 1 + random.weightedIndex(RATING_WEIGHTS);
      sum += rating;
      const lang: LangIndex = random.chance(0.7) ? 0 : 1;
      const mood = moodOf(rating);
      rows.push({
        base_product_id: base.id,
        customer_id: null,
        author_name: `${random.pick(FIRST_NAMES)[lang]} ${random.pick(INITIALS)}`,
        rating,
        advantages: mood === 'bad' && random.chance(0.5) ? '' : random.pick(ADVANTAGES[topic])[lang],
        disadvantages: mood === 'good' ? (random.chance(0.6) ? NONE[lang] : '') : random.pick(DISADVANTAGES[topic])[lang],
        text: random.pick(REVIEW_TEXTS[topic][mood])[lang],
        created_at: daysAgo(random.float() * age),
      });
    }
    return {
      rating_x10: count ? Math.round((sum * 10) / count) : 0,
      reviews_count: count,
      popularity: Math.floor(1000 * random.float() ** 2) + count * 40,
    };
  });
  return { rows, summaries };
}
