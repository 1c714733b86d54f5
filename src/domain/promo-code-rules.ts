import { isCalendarDate, kyivDayStart } from './calendar-day';
import { PROMO_CODE_LENGTHS } from './limits';
import { normalizeUaPhone } from './phone';

/**
 * The back office's rules for a new promo code and a new promotion (docs/product-rules.md#promotions-and-promo-codes-in-the-back-office).
 * Pure: the server checks them, and each problem is a key of the `admin-promotions` texts' `problems`.
 */

const PROMO_PERCENT_MAX = 99;
const PROMO_FIXED_MAX_UAH = 100_000;
const PROMO_MIN_TOTAL_MAX_UAH = 1_000_000;

export type FormProblem =
  | 'required'
  | 'codeLength'
  | 'codeCharacters'
  | 'percentRange'
  | 'fixedRange'
  | 'wholeHryvnias'
  | 'minTotalRange'
  | 'phoneInvalid'
  | 'dayInvalid'
  | 'endsBeforeStart'
  | 'endsInPast'
  | 'slugInvalid'
  | 'goodsRequired';

export type FormProblems = Partial<Record<string, FormProblem>>;

interface NewPromoCodeInput {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_total?: number | undefined;
  usage_limit?: number | undefined;
  per_phone_limit?: number | undefined;
  phone?: string | undefined;
  starts_on: string;
  ends_on: string;
}

/** A checked code as it is stored: money in kopecks, its days as the instants they begin and end in Kyiv. */
export interface PromoCodeDraft {
  code: string;
  discount_percent: number | null;
  discount_kop: number | null;
  min_total_kop: number;
  phone: string | null;
  starts_at: string;
  expires_at: string;
  usage_limit: number;
  per_phone_limit: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A Kyiv day's first and last instants: a code or a promotion works from 00:00 of its first day to 23:59:59 of its last. */
export const kyivDayFirstInstant = (day: string) => kyivDayStart(day).toISOString();
export const kyivDayLastInstant = (day: string) => new Date(kyivDayStart(nextDay(day)).getTime() - 1000).toISOString();

/** The days from–to: real days, the last not before the first nor before today. */
function checkDays(startsOn: string, endsOn: string, today: string, problems: FormProblems): void {
  const startsValid = isCalendarDate(startsOn);
  const endsValid = isCalendarDate(endsOn);
  if (!startsValid) problems.starts_on = startsOn === '' ? 'required' : 'dayInvalid';
  if (!endsValid) problems.ends_on = endsOn === '' ? 'required' : 'dayInvalid';
  if (!startsValid || !endsValid) return;
  if (endsOn < startsOn) problems.ends_on = 'endsBeforeStart';
  else if (endsOn < today) problems.ends_on = 'endsInPast';
}

const isWhole = (value: number) => Number.isInteger(value);

/** The code's problems (empty when none) and, without problems, what to store. `today`: Kyiv's day, YYYY-MM-DD. */
export function checkNewPromoCode(input: NewPromoCodeInput, today: string): { problems: FormProblems; draft: PromoCodeDraft | null } {
  const problems: FormProblems = {};
  const code = input.code.trim().toUpperCase();
  if (code === '') problems.code = 'required';
  else if (!(PROMO_CODE_LENGTHS as readonly number[]).includes(code.length)) problems.code = 'codeLength';
  else if (!/^[A-Z0-9]+$/.test(code)) problems.code = 'codeCharacters';

  if (input.kind === 'percent') {
    if (!isWhole(input.value) || input.value < 1 || input.value > PROMO_PERCENT_MAX) problems.value = 'percentRange';
  } else if (!isWhole(input.value)) problems.value = 'wholeHryvnias';
  else if (input.value < 1 || input.value > PROMO_FIXED_MAX_UAH) problems.value = 'fixedRange';

  const minTotal = input.min_total ?? 0;
  if (!isWhole(minTotal)) problems.min_total = 'wholeHryvnias';
  else if (minTotal < 0 || minTotal > PROMO_MIN_TOTAL_MAX_UAH) problems.min_total = 'minTotalRange';

  const typedPhone = input.phone?.trim() ?? '';
  const phone = typedPhone === '' ? null : normalizeUaPhone(typedPhone);
  if (typedPhone !== '' && phone === null) problems.phone = 'phoneInvalid';

  checkDays(input.starts_on, input.ends_on, today, problems);
  if (Object.keys(problems).length > 0) return { problems, draft: null };
  return {
    problems,
    draft: {
      code,
      discount_percent: input.kind === 'percent' ? input.value : null,
      discount_kop: input.kind === 'fixed' ? input.value * 100 : null,
      min_total_kop: minTotal * 100,
      phone,
      starts_at: kyivDayFirstInstant(input.starts_on),
      expires_at: kyivDayLastInstant(input.ends_on),
      usage_limit: input.usage_limit ?? 0,
      per_phone_limit: input.per_phone_limit ?? 0,
    },
  };
}

export interface NewPromotionInput {
  slug: string;
  title_uk: string;
  title_ru: string;
  description_uk: string;
  description_ru: string;
  terms_uk: string;
  terms_ru: string;
  starts_on: string;
  ends_on: string;
  category_ids?: number[] | undefined;
  product_ids?: number[] | undefined;
}

/** The address of a promotion: Latin lowercase words of letters and digits joined by single hyphens. */
const PROMOTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A new promotion's problems: both languages' texts, a valid address, its days, and goods or categories to cover. */
export function checkNewPromotion(input: NewPromotionInput, today: string): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['title_uk', 'title_ru', 'description_uk', 'description_ru', 'terms_uk', 'terms_ru'] as const)
    if (input[field].trim() === '') problems[field] = 'required';
  const slug = input.slug.trim();
  if (slug === '') problems.slug = 'required';
  else if (!PROMOTION_SLUG.test(slug)) problems.slug = 'slugInvalid';
  checkDays(input.starts_on, input.ends_on, today, problems);
  if ((input.category_ids?.length ?? 0) + (input.product_ids?.length ?? 0) === 0) problems.goods = 'goodsRequired';
  return problems;
}
