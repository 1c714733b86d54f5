/** docs/product-rules.md constants that both the browser and the server need, plus the predicates built on them. */

export const SEARCH_MIN_CHARS = 3;
export const CITY_SEARCH_MIN_CHARS = 3;
export const PROMO_CODE_LENGTHS = [6, 8] as const;
export const BIRTH_YEAR_MIN = 1940;
export const BIRTH_YEAR_MAX = 2010;
/** What a catalogue falls back to when a response has no products (docs/product-rules.md). */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 99999 } as const;
export const DEFAULT_CARD_ATTRIBUTES_COUNT = 2;
export const DEFAULT_VIEW = 'tile';
export const RECENTLY_VIEWED_KEPT = 5;
export const NOTIFICATION = { duration: 3000, speed: 300, width: 300, zIndex: 5000 } as const;
export const TOOLTIP_TIMEOUT_MS = 5000;
export const LANG_COOKIE_DAYS = 365;
/** 30 days, for the ads and aduid cookies. */
export const AD_COOKIE_SECONDS = 2_592_000;
export const RELOAD_GUARD_TTL_MS = 10_000;
/**
 * The kinds of pet the catalogue's pet widgets offer (the `pet_type` characteristic), so a pet can pre-select one.
 * Here rather than with the pet form's rules (pet-rules.ts), which a category page, reading only the kinds, would
 * otherwise load with the form kit they use.
 */
export const PET_TYPES = ['dog', 'cat'] as const;
export type PetType = (typeof PET_TYPES)[number];
export const BREAKPOINTS = { desktop: 1280, tablet: 1060 } as const;
/** Used before the first measurement (and on the server) so SSR markup starts as mobile. */
export const DEFAULT_SCREEN_WIDTH = 365;
export const MAP = {
  start: { lat: 50.431759, lng: 30.517023 },
  clusterRadius: 60,
  maxZoom: 16,
} as const;
export const FORM_VALIDATION_DEBOUNCE_MS = 5;
export const REVIEWS_STEP = 10;
/**
 * Review photos (docs/product-rules.md leaves formats and size open): the formats every browser shows, and a size a
 * phone photo fits in without letting five of them make a 100 MB request.
 */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REVIEW_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REVIEW_PHOTOS_MAX = 5;
/**
 * Pixels a review photo may have: any phone photo (a 48 MP sensor saves 12 MP unless asked), while a small file
 * declaring a huge canvas, which would take gigabytes to decode, is refused from its header.
 */
export const REVIEW_PHOTO_MAX_PIXELS = 40_000_000;
/** What the server stores of a review photo: the photo a visitor opens (longest side), and a square thumbnail three times the 72 px the list shows. */
export const REVIEW_PHOTO_SIDES = { full: 1600, thumb: 216 } as const;
/** Review text lengths in characters: room for a thorough review, not for a pasted manual. */
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_PROS_CONS_MAX = 1000;
export const SELLER_RATING_WINDOWS_MONTHS = [6, 8, 12] as const;

/**
 * Lengths count code points, not UTF-16 units, so an emoji is one typed character, as the
 * user sees it. Surrounding whitespace is not counted: "  ab " is two characters of query.
 */
function trimmedLength(text: string | null | undefined): number {
  return Array.from((text ?? '').trim()).length;
}

export function isSearchQueryLongEnough(query: string | null | undefined): boolean {
  return trimmedLength(query) >= SEARCH_MIN_CHARS;
}

/** Live search has a weaker rule (docs/product-rules.md): any non-blank query, otherwise 'Empty query'. */
export function isLiveSearchQueryPresent(query: string | null | undefined): boolean {
  return trimmedLength(query) > 0;
}

export function isCitySearchLongEnough(query: string | null | undefined): boolean {
  return trimmedLength(query) >= CITY_SEARCH_MIN_CHARS;
}

export function isPromoCodeLengthValid(code: string | null | undefined): boolean {
  return (PROMO_CODE_LENGTHS as readonly number[]).includes(trimmedLength(code));
}

export function isBirthYearAllowed(year: number): boolean {
  return Number.isInteger(year) && year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX;
}
